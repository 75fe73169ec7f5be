import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { feedback } from '@/shared/feedback/feedback';
import styles from './BasicLayout.module.css';

/** Fullscreen on/off (error message when the browser has no Fullscreen API). */
export function FullscreenToggle() {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      void feedback.message.error('您的浏览器不支持全屏模式');
      return;
    }
    const op = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    op.catch(() => feedback.message.error('您的浏览器不支持全屏模式'));
  };
  return (
    <span className={styles.action} onClick={toggle} role="button" aria-label={full ? '退出全屏' : '全屏'}>
      {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </span>
  );
}
