import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { unwrap } from '@/api/modules/result';
import { readNotice, UNREAD_KEY } from '@/api/modules/notice';
import { NoticeContent } from './NoticeContent';
import { TypeTag } from './NoticeTags';
import { T } from './texts';

export interface NoticeReaderProps {
  /** The notice to show; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  /** Called once the server has recorded the reading. */
  onRead?: () => void;
}

/** Opens a received notice (POST /sysNotice/read, which also marks it read) in a dialog. */
export function NoticeReader({ id, onClose, onRead }: NoticeReaderProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['sysNotice', 'read', id],
    queryFn: () => unwrap(readNotice(id as string)),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const done = query.isSuccess;
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
    onRead?.();
    // onRead is the caller's callback; running it once per opened notice is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done, id, queryClient]);

  const notice = query.data;
  return (
    <Modal open={id !== null} onCancel={onClose} width={760} destroyOnHidden
      title={notice ? <Space><TypeTag type={notice.type} /><span>{notice.title}</span></Space> : T.title}
      footer={<Button onClick={onClose}>{T.close}</Button>}>
      {query.isError && <Alert type="error" showIcon title={T.loadFailed} description={(query.error as Error).message} />}
      {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {notice && (
        <div data-testid="notice-reader">
          <Typography.Paragraph className="notice-reader-meta">
            <Space separator="·" wrap>
              <span>{T.publisher}：{notice.publicUserName ?? '-'}</span>
              {notice.publicOrgName && <span>{notice.publicOrgName}</span>}
              <span>{T.publicTime}：{notice.publicTime ?? '-'}</span>
            </Space>
          </Typography.Paragraph>
          <NoticeContent html={notice.content} />
        </div>
      )}
    </Modal>
  );
}
