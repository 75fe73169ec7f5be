import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Skeleton, Space } from 'antd';
import { http } from '@/api/http';
import type { SysNoticeDetail } from '@/api/modules/notice';
import { unwrap } from '@/api/modules/result';
import type { ActionModalProps } from '@/shared/crud';
import { NoticeContent } from './NoticeContent';
import { ReadInfoList } from './ReadInfoList';
import { StatusTag, TypeTag } from './NoticeTags';
import { T } from './texts';

/** 详情 of a notice as its publisher sees it: the text at full width, then who has read it. */
export function NoticeDetailModal({ row, open, onClose }: ActionModalProps<SysNoticeDetail>) {
  const query = useQuery({
    queryKey: ['sysNotice', 'detail', row.id],
    queryFn: () => unwrap(http.get<SysNoticeDetail>('/sysNotice/detail', { id: row.id })),
    enabled: open,
    staleTime: 0,
  });
  const n = query.data;
  return (
    <Modal open={open} onCancel={onClose} width={820} destroyOnHidden footer={<Button onClick={onClose}>{T.close}</Button>}
      title={<Space><TypeTag type={row.type} /><span>{row.title}</span><StatusTag status={n?.status ?? row.status} /></Space>}>
      {query.isError && <Alert type="error" showIcon title={T.loadFailed} description={(query.error as Error).message} />}
      {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {n && (
        <div data-testid="notice-detail">
          <Descriptions size="small" column={2} className="notice-reader-meta" items={[
            { key: 'u', label: T.publisher, children: n.publicUserName ?? '-' },
            { key: 'o', label: T.publisherOrg, children: n.publicOrgName ?? '-' },
            { key: 'p', label: T.publicTime, children: n.publicTime ?? '-' },
            { key: 'c', label: T.cancelTime, children: n.cancelTime ?? '-' },
          ]} />
          <NoticeContent html={n.content} />
          <Descriptions size="small" column={1} style={{ marginTop: 24 }} items={[
            { key: 'r', label: T.readInfo, children: <ReadInfoList list={n.noticeUserReadInfoList} /> },
          ]} />
        </div>
      )}
    </Modal>
  );
}
