import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { getUnreadNotices, UNREAD_KEY, type UnreadNotice } from '@/api/modules/notice';
import { unwrap } from '@/api/modules/result';
import { hasPerm } from '@/app/access';
import { useSession } from '@/app/session';
import { T } from '@/modules/system/notice/texts';
import layout from './BasicLayout.module.css';
import styles from './NoticeBell.module.css';

/** How often the bell asks for new notices while the window is open (also on focus and on opening). */
export const NOTICE_REFRESH_MS = 60_000;
/** The received notices screen (menu 已收公告). */
export const RECEIVED_PATH = '/noticeReceived';

const NoticeReader = lazy(() => import('@/modules/system/notice/NoticeReader').then((m) => ({ default: m.NoticeReader })));
const TYPE_NAMES: Record<number, string> = { 1: '通知', 2: '公告' };

function Item({ notice, onOpen }: { notice: UnreadNotice; onOpen: (id: string) => void }) {
  return (
    <button type="button" className={styles.item} onClick={() => onOpen(notice.id)} data-testid="notice-bell-item">
      <span className={styles.itemTitle}>【{TYPE_NAMES[notice.type] ?? T.bell}】{notice.title}</span>
      <span className={styles.itemMeta}>{[notice.publicUserName, notice.publicTime].filter(Boolean).join(' · ')}</span>
    </button>
  );
}

/** The header bell: the caller's unread notices (count and latest few); opening one marks it read. */
export function NoticeBell() {
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<string | null>(null);
  const navigate = useNavigate();
  const adminType = useSession((s) => s.adminType);
  const permissions = useSession((s) => s.permissions);
  const canSeeAll = hasPerm({ adminType, permissions }, 'sysNotice:received');
  const { data, isFetching, refetch } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => unwrap(getUnreadNotices()),
    refetchInterval: NOTICE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const count = data?.count ?? 0;
  const rows = data?.rows ?? [];
  const more = count - rows.length;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) void refetch();
  };
  const openNotice = (id: string) => {
    setOpen(false);
    setReading(id);
  };
  const content = (
    <Spin spinning={isFetching && !data}>
      <div data-testid="notice-bell-panel">
        <div className={styles.head}>
          <span>{T.bellTitle}</span>
          {count > 0 && <Badge count={count} overflowCount={99} />}
        </div>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.bellEmpty} style={{ margin: '24px 0' }} />
        ) : (
          <div className={styles.list}>
            {rows.map((n) => <Item key={n.id} notice={n} onOpen={openNotice} />)}
          </div>
        )}
        {(canSeeAll || more > 0) && (
          <div className={styles.foot}>
            {canSeeAll ? (
              <Button type="link" size="small" onClick={() => { setOpen(false); void navigate(RECEIVED_PATH); }}>
                {more > 0 ? `${T.bellMore(more)}，${T.bellAll}` : T.bellAll}
              </Button>
            ) : (
              <span className={styles.itemMeta}>{T.bellMore(more)}</span>
            )}
          </div>
        )}
      </div>
    </Spin>
  );
  return (
    <>
      <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={openChange}
        arrow={{ pointAtCenter: true }} styles={{ root: { width: 300 } }}>
        <span className={layout.action} role="button" aria-label={T.bell} data-testid="notice-bell">
          <Badge count={count} overflowCount={99} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </span>
      </Popover>
      {reading !== null && (
        <Suspense fallback={null}>
          <NoticeReader id={reading} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </>
  );
}
