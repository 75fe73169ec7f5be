import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '@/shared/feedback/feedback';
import { useSession } from '@/app/session';
import { useFileUrl } from '@/shared/components/useFileUrl';
import styles from './BasicLayout.module.css';
import { SwitchAppModal } from './SwitchAppModal';

/** Avatar + name with 切换应用 / 个人中心 / 账户设置 / 退出登录. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const avatar = useFileUrl(user?.avatar);

  const items: MenuProps['items'] = [
    { key: 'switch', icon: <SwapOutlined />, label: '切换应用' },
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    { key: 'settings', icon: <SettingOutlined />, label: '账户设置' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'switch') setSwitching(true);
    else if (key === 'center') navigate('/account/center');
    else if (key === 'settings') navigate('/account/settings/base');
    else if (key === 'logout') {
      feedback.modal.confirm({
        title: '提示',
        content: '真的要注销登录吗 ?',
        okText: '确定',
        cancelText: '取消',
        onOk: () => useSession.getState().logout(),
      });
    }
  };

  const name = user?.nickName || user?.name || user?.account || '';
  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight">
        <span className={styles.action} data-testid="user-menu">
          <Avatar size="small" src={avatar ?? undefined} icon={<UserOutlined />} className={styles.avatar} />
          {!compact && <span className={styles.userName}>{name}</span>}
        </span>
      </Dropdown>
      <SwitchAppModal open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
