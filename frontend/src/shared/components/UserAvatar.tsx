import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { AvatarProps } from 'antd';
import { useFileUrl } from './useFileUrl';

interface Props extends Omit<AvatarProps, 'src' | 'icon'> {
  /** The avatar's file id (LoginUser.avatar). */
  fileId: string | null | undefined;
}

/** The user's uploaded avatar, or a person icon when there is none or it cannot be loaded. */
export function UserAvatar({ fileId, ...props }: Props) {
  const url = useFileUrl(fileId);
  return <Avatar {...props} src={url ?? undefined} icon={<UserOutlined />} />;
}

export default UserAvatar;
