/** 整改记录: every step of a finding (found, rectified, review passed / failed), oldest first, with photos. */
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import { unwrap } from '@/api/modules/result';
import { getInspectionLogs, type Inspection } from '@/api/modules/siteInspection';
import { PhotoList } from '@/modules/site/alarm/Photos';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

const COLORS: Record<string, string> = { check: 'blue', rectify: 'orange', pass: 'green', fail: 'red' };

export function LogsDrawer({ row, open, onClose }: ActionModalProps<Inspection>) {
  const logs = useQuery({
    queryKey: ['siteInspection', 'logs', row.id],
    queryFn: () => unwrap(getInspectionLogs(row.id)),
    enabled: open,
    staleTime: 0,
  });
  const items = (logs.data ?? []).map((log) => ({
    color: COLORS[log.action] ?? 'blue',
    children: (
      <Flex vertical gap={4}>
        <Typography.Text strong>{log.actionName}{log.userName ? ` · ${log.userName}` : ''}</Typography.Text>
        <Typography.Text type="secondary">{log.time}</Typography.Text>
        {log.content && <Typography.Text>{log.content}</Typography.Text>}
        {log.photos.length > 0 && <PhotoList ids={log.photos} />}
      </Flex>
    ),
  }));
  return (
    <Drawer title={T.logsTitle(row.location)} open={open} onClose={onClose} size={560} destroyOnHidden>
      <Spin spinning={logs.isFetching}>
        {items.length ? <Timeline items={items} data-testid="inspection-logs" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noLogs} />}
      </Spin>
    </Drawer>
  );
}
