import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import type { Device } from '@/app/breakpoints';
import { useLayoutSettings } from '@/app/layoutSettings';
import { AppSwitcher } from './AppSwitcher';
import styles from './BasicLayout.module.css';
import { FullscreenToggle } from './FullscreenToggle';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';
import { NoticeBell } from './NoticeBell';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';

interface Props {
  device: Device;
  collapsed: boolean;
  onToggle: () => void;
  visible: boolean;
}

/** Header: collapse trigger, application switcher (or the top menu), project, tools, user. */
export function GlobalHeader({ device, collapsed, onToggle, visible }: Props) {
  const { layout, navTheme, fixedHeader, contentWidth } = useLayoutSettings();
  const topMenu = layout === 'topmenu' && device !== 'mobile';
  const dark = topMenu && navTheme === 'dark';
  const mobile = device === 'mobile';
  const classes = [styles.header, dark ? styles.headerDark : '', fixedHeader ? styles.headerFixed : '', visible ? '' : styles.headerHidden];
  return (
    <Layout.Header className={classes.join(' ')}>
      <div className={`${styles.headerInner} ${topMenu && contentWidth === 'Fixed' ? styles.fixedWidth : ''}`}>
        {topMenu ? (
          <Logo topMenu dark={dark} />
        ) : (
          <span className={styles.trigger} onClick={onToggle} role="button" aria-label={collapsed ? '展开菜单' : '收起菜单'}>
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </span>
        )}
        {topMenu ? <NavMenu mode="horizontal" theme={dark ? 'dark' : 'light'} /> : !mobile && <AppSwitcher dark={false} />}
        {mobile && <div style={{ flex: 1 }} />}
        <div className={`${styles.right} ${dark ? styles.rightDark : ''}`}>
          {!mobile && <ProjectSwitcher />}
          {!mobile && <FullscreenToggle />}
          <NoticeBell />
          <UserMenu compact={mobile} />
        </div>
      </div>
    </Layout.Header>
  );
}
