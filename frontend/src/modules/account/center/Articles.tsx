import { Divider, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { MineData } from '@/api/modules/dashboard';
import { NoticeList } from '@/modules/system/dashboard/NoticeList';
import { T } from '../texts';

const NoticeReader = lazy(() => import('@/modules/system/notice/NoticeReader').then((m) => ({ default: m.NoticeReader })));

/** 文章 tab: the notices sent to the user (opening one marks it read) and those the user published. */
export function Articles({ data, loading, onRead }: { data: MineData | undefined; loading: boolean; onRead: () => void }) {
  const [reading, setReading] = useState<string | null>(null);
  if (loading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const received = data?.received ?? [];
  const published = data?.published ?? [];
  return (
    <div data-testid="center-articles">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {T.center.received}
        {data && <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8 }}>{T.center.receivedCount(data.receivedTotal, data.unread)}</Typography.Text>}
      </Typography.Title>
      <NoticeList items={received} onOpen={setReading} empty={T.center.noReceived} />
      {published.length > 0 && (
        <>
          <Divider />
          <Typography.Title level={5}>
            {T.center.published}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8 }}>{T.center.publishedCount(data?.publishedTotal ?? 0)}</Typography.Text>
          </Typography.Title>
          <NoticeList items={published} empty={T.center.noReceived} />
        </>
      )}
      {reading !== null && (
        <Suspense fallback={null}>
          <NoticeReader id={reading} onClose={() => setReading(null)} onRead={onRead} />
        </Suspense>
      )}
    </div>
  );
}
