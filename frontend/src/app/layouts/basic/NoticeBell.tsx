import { BellOutlined } from '@ant-design/icons';
import { Empty, Popover, Spin } from 'antd';
import { useEffect, useState } from 'react';
import styles from './BasicLayout.module.css';

export const NOTICE_SPIN_MS = 2000;

/** Notice bell: a 300 px popover that loads for 2 s; real notices are wired in a later issue. */
export function NoticeBell() {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    setLoading(true);
    const t = window.setTimeout(() => setLoading(false), NOTICE_SPIN_MS);
    return () => window.clearTimeout(t);
  }, [open]);
  const content = (
    <Spin spinning={loading}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无新通知" style={{ margin: '24px 0' }} />
    </Spin>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={{ pointAtCenter: true }}
      styles={{ root: { width: 300 } }}
    >
      <span className={styles.action} role="button" aria-label="通知">
        <BellOutlined style={{ fontSize: 16 }} />
      </span>
    </Popover>
  );
}
