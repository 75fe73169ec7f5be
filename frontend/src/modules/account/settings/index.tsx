import { Grid, Menu, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { headingOf, menuTitle, SECTIONS, SETTINGS_BASE, sectionOf } from './sections';
import type { Section } from './sections';
import styles from './settings.module.css';

const PAGES: Record<Section, ReturnType<typeof lazy>> = {
  base: lazy(() => import('./Base')),
  security: lazy(() => import('./Security')),
  custom: lazy(() => import('./Custom')),
  binding: lazy(() => import('./Binding')),
  notification: lazy(() => import('./Notification')),
};

/** 个人设置: section menu on the left (on top on phones) and the chosen section on the right. */
export default function AccountSettings() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const section = sectionOf(pathname);
  const Page = PAGES[section];

  return (
    <div className={mobile ? `${styles.frame} ${styles.mobile}` : styles.frame}>
      <div className={styles.left}>
        <Menu
          mode={mobile ? 'horizontal' : 'inline'}
          selectedKeys={[section]}
          items={SECTIONS.map((s) => ({ key: s, label: menuTitle(s) }))}
          onClick={({ key }) => navigate(`${SETTINGS_BASE}/${key}`)}
        />
      </div>
      <div className={styles.right}>
        <div className={styles.heading}>{headingOf(section)}</div>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Page />
        </Suspense>
      </div>
    </div>
  );
}
