import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Tooltip, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './dashboard.module.css';
import { T } from './texts';

/** A headline figure: label, big value, a line of detail and an optional small chart. */
export function StatCard({ label, value, footer, chart, loading, hint, testId }: {
  label: string;
  value: ReactNode;
  footer?: ReactNode;
  chart?: ReactNode;
  loading?: boolean;
  hint?: string;
  testId?: string;
}) {
  return (
    <Card className={styles.stat} styles={{ body: { padding: '20px 24px 12px' } }} data-testid={testId}>
      <Skeleton loading={loading} active paragraph={{ rows: 2 }} title={false}>
        <Typography.Text type="secondary">{hint ? <Tooltip title={hint}>{label}</Tooltip> : label}</Typography.Text>
        <div className={styles.statValue}>{value}</div>
        <div className={styles.statChart}>{chart}</div>
        {footer && <div className={styles.statFooter}>{footer}</div>}
      </Skeleton>
    </Card>
  );
}

/** A titled card whose body shows a skeleton while loading. */
export function Panel({ title, extra, loading, children, style, testId }: {
  title: string;
  extra?: ReactNode;
  loading?: boolean;
  children: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <Card title={title} extra={extra} style={{ height: '100%', ...style }} data-testid={testId}>
      {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : children}
    </Card>
  );
}

/** Ranked names with a proportional bar (top three highlighted). */
export function RankList({ items, format }: { items: { key: string; name: string; count: number }[]; format: (n: number) => string }) {
  if (!items.length) return <div className={styles.empty}>{T.empty}</div>;
  const max = Math.max(...items.map((i) => i.count), 1);
  return (
    <ol className={styles.rank}>
      {items.map((item, i) => (
        <li key={item.key}>
          <span className={i < 3 ? styles.rankTop : styles.rankNo}>{i + 1}</span>
          <span className={styles.rankName} title={item.key}>{item.name}</span>
          <span className={styles.rankBar}><span style={{ width: `${(item.count / max) * 100}%` }} /></span>
          <span className={styles.rankValue}>{format(item.count)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Error state of a dashboard with a retry button. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card>
      <Result status="warning" title={T.loadFailed} subTitle={error instanceof Error ? error.message : undefined}
        extra={<Button type="primary" onClick={onRetry}>{T.retry}</Button>} />
    </Card>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Page title row: heading, when the figures were fetched, and a refresh button. */
export function Toolbar({ title, updatedAt, fetching, onRefresh, note }: {
  title: string;
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
  note?: string;
}) {
  const d = new Date(updatedAt);
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
      <Flex align="center" gap={12} wrap>
        {updatedAt > 0 && (
          <Typography.Text type="secondary">
            {T.updatedAt(`${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`)}{note ? ` · ${note}` : ''}
          </Typography.Text>
        )}
        <Button icon={<ReloadOutlined />} loading={fetching} onClick={onRefresh}>{T.refresh}</Button>
      </Flex>
    </Flex>
  );
}
