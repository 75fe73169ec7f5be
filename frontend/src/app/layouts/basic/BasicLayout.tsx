import { Drawer, Layout } from 'antd';
import { useState } from 'react';
import { IS_PRODUCTION } from '@/app/config';
import { LiveNoticeSync } from './LiveNoticeSync';
import { sidebarOpenFor } from '@/app/breakpoints';
import { useLayoutSettings } from '@/app/layoutSettings';
import { GlobalFooter } from '../GlobalFooter';
import styles from './BasicLayout.module.css';
import { ContentArea } from './ContentArea';
import { GlobalHeader } from './GlobalHeader';
import { Logo } from './Logo';
import { MultiTab } from './MultiTab';
import { NavMenu } from './NavMenu';
import { ProjectSwitcher } from './ProjectSwitcher';
import { SettingHandle } from '../settings/SettingHandle';
import { useDevice } from './useDevice';
import { useHeaderVisible } from './useHeaderVisible';


export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 80;

/** Signed-in frame: side (or top) menu, header, optional tab bar, content, footer, settings. */
export default function BasicLayout() {
  const device = useDevice();
  const prefs = useLayoutSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [tabletOpen, setTabletOpen] = useState(false);
  const headerVisible = useHeaderVisible(prefs.fixedHeader && prefs.autoHideHeader);
  const mobile = device === 'mobile';
  const topMenu = prefs.layout === 'topmenu' && !mobile;
  const open = mobile ? drawerOpen : device === 'tablet' ? tabletOpen : sidebarOpenFor(device, prefs.sidebar);
  const collapsed = !open;
  const dark = prefs.navTheme === 'dark';

  const toggle = () => {
    if (mobile) setDrawerOpen(!open);
    else if (device === 'tablet') setTabletOpen(!open);
    else prefs.setSidebar(!open);
  };

  const sider = !topMenu && !mobile && (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsible
      collapsed={collapsed}
      trigger={null}
      theme={dark ? 'dark' : 'light'}
      className={`${styles.sider} ${prefs.fixSiderbar ? styles.siderFixed : ''} ${dark ? '' : styles.siderLight}`}
    >
      <Logo collapsed={collapsed} dark={dark} />
      <NavMenu mode="inline" theme={dark ? 'dark' : 'light'} collapsed={collapsed} />
    </Layout.Sider>
  );

  return (
    <Layout className={styles.root} hasSider={Boolean(sider)}>
      <LiveNoticeSync />
      {sider}
      {mobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
        >
          <Logo dark={dark} />
          <div className={styles.drawerProject}>
            <ProjectSwitcher />
          </div>
          <NavMenu mode="inline" theme={dark ? 'dark' : 'light'} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout className={styles.main}>
        <GlobalHeader device={device} collapsed={collapsed} onToggle={toggle} visible={headerVisible} />
        {prefs.multiTab && <MultiTab />}
        <Layout.Content className={`${styles.content} ${topMenu && prefs.contentWidth === 'Fixed' ? styles.fixedWidth : ''}`}>
          <ContentArea />
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          <GlobalFooter />
        </Layout.Footer>
      </Layout>
      {!IS_PRODUCTION && <SettingHandle />}
    </Layout>
  );
}
