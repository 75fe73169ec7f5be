import { Badge, Tag, Typography } from 'antd';
import type { NoticeItem } from '@/api/modules/dashboard';
import styles from './notices.module.css';

const TYPE_NAMES: Record<number, string> = { 1: '通知', 2: '公告' };

/** Notices as title, summary and publisher line; unread ones carry a dot. Clicking opens one. */
export function NoticeList({ items, onOpen, empty }: { items: NoticeItem[]; onOpen?: (id: string) => void; empty: string }) {
  if (!items.length) return <div className={styles.empty}>{empty}</div>;
  return (
    <ul className={styles.list}>
      {items.map((n) => (
        <li key={n.id}>
          <button type="button" className={styles.item} onClick={() => onOpen?.(n.id)} disabled={!onOpen} data-testid="notice-item">
            <span className={styles.title}>
              {n.readStatus === 0 && <Badge status="processing" />}
              <Tag color={n.type === 2 ? 'blue' : 'green'} style={{ marginInlineEnd: 0 }}>{TYPE_NAMES[n.type] ?? n.type}</Tag>
              <Typography.Text strong ellipsis>{n.title}</Typography.Text>
            </span>
            {n.summary && <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className={styles.summary}>{n.summary}</Typography.Paragraph>}
            <Typography.Text type="secondary" className={styles.meta}>
              {[n.publicUserName, n.publicOrgName, n.publicTime].filter(Boolean).join(' · ')}
            </Typography.Text>
          </button>
        </li>
      ))}
    </ul>
  );
}
