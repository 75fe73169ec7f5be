import { CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import styles from './SettingDrawer.module.css';

const SettingDrawer = lazy(() => import('./SettingDrawer'));

export const SETTING_DRAWER_WIDTH = 300;

/** Gear handle on the right edge; the drawer itself loads on first use (preview builds only). */
export function SettingHandle() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <div
        className={open ? `${styles.handle} ${styles.handleOpen}` : styles.handle}
        style={{ right: open ? SETTING_DRAWER_WIDTH : 0 }}
        data-testid="settings-handle"
        role="button"
        aria-label="整体风格设置"
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        {open ? <CloseOutlined /> : <SettingOutlined />}
      </div>
      {used && (
        <Suspense fallback={null}>
          <SettingDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
