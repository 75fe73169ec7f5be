import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { unwrap } from '@/api/modules/result';
import { getTimerRuns, type SysTimer, type TimerRun } from '@/api/modules/timer';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

const REFRESH_MS = 3000;
const PAGE_SIZE = 10;

export function RunResult({ success }: { success: string | null }) {
  if (success === 'Y') return <Tag color="green">{T.success}</Tag>;
  if (success === 'N') return <Tag color="red">{T.failure}</Tag>;
  return <Tag color="processing">{T.inProgress}</Tag>;
}

const columns: ColumnsType<TimerRun> = [
  { key: 'fireTime', dataIndex: 'fireTime', title: T.fireTime, width: 170 },
  { key: 'success', dataIndex: 'success', title: T.result, width: 90, render: (v: string | null) => <RunResult success={v} /> },
  { key: 'durationMs', dataIndex: 'durationMs', title: T.duration, width: 100, render: (v: number | null) => (v == null ? '-' : T.ms(v)) },
  {
    key: 'message', dataIndex: 'message', title: T.message,
    render: (v: string | null) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v ?? '-'}</Typography.Text>,
  },
  { key: 'node', dataIndex: 'node', title: T.node, width: 150, ellipsis: true },
];

type Filter = '' | 'Y' | 'N';

/** The run log of one timer, newest first, refreshing itself while open. */
export function TimerLogDrawer({ row, open, onClose }: ActionModalProps<SysTimer>) {
  const [pageNo, setPageNo] = useState(1);
  const [success, setSuccess] = useState<Filter>('');
  const [auto, setAuto] = useState(true);
  const query = useQuery({
    queryKey: ['sysTimerLog', 'page', row.id, pageNo, success],
    queryFn: () => unwrap(getTimerRuns({ timerId: row.id, pageNo, pageSize: PAGE_SIZE, ...(success ? { success } : {}) })),
    enabled: open,
    placeholderData: keepPreviousData,
    refetchInterval: auto ? REFRESH_MS : false,
  });
  const page = query.data;
  return (
    <Drawer title={T.runsOf(row.timerName)} open={open} onClose={onClose} size={960} destroyOnHidden>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Segmented<Filter>
          value={success}
          onChange={(v) => { setSuccess(v); setPageNo(1); }}
          options={[{ value: '', label: T.all }, { value: 'Y', label: T.success }, { value: 'N', label: T.failure }]}
        />
        <Space>
          <span>{T.autoRefresh}</span>
          <Switch size="small" checked={auto} onChange={setAuto} />
          <Button onClick={() => void query.refetch()} loading={query.isFetching && !auto}>{T.refresh}</Button>
        </Space>
      </Space>
      <Table<TimerRun>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={query.isPending}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page?.totalRows ?? 0,
          showSizeChanger: false,
          showTotal: (n) => T.total(n),
          onChange: setPageNo,
        }}
      />
    </Drawer>
  );
}
