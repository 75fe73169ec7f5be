import { CloudUploadOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useState } from 'react';
import { useFileUrl } from '@/shared/components/useFileUrl';
import { T } from '../texts';
import { AvatarModal } from './AvatarModal';
import styles from './avatar.module.css';

/** The current avatar with an upload badge; a click opens the 修改头像 dialog. */
export function AvatarPicker({ userId, fileId }: { userId: string; fileId: string | null }) {
  const [open, setOpen] = useState(false);
  const url = useFileUrl(fileId);
  return (
    <>
      <button type="button" className={styles.picker} onClick={() => setOpen(true)} aria-label={T.avatar.change} title={T.avatar.change}>
        <Avatar size={144} src={url ?? undefined} icon={<UserOutlined />} />
        <span className={styles.mask}><PlusOutlined /></span>
        <span className={styles.badge}><CloudUploadOutlined /></span>
      </button>
      <AvatarModal open={open} userId={userId} currentUrl={url} onClose={() => setOpen(false)} />
    </>
  );
}
