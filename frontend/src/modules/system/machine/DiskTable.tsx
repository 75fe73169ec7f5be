import { Progress, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SysDiskInfo } from '@/api/modules/system';
import { formatBytes, toPercent, usageStatus } from './format';
import { T } from './texts';

const columns: TableColumnsType<SysDiskInfo> = [
  { title: T.disk.path, dataIndex: 'path' },
  { title: T.disk.total, dataIndex: 'total', render: formatBytes, width: 120 },
  { title: T.disk.used, dataIndex: 'used', render: formatBytes, width: 120 },
  { title: T.disk.free, dataIndex: 'free', render: formatBytes, width: 120 },
  {
    title: T.disk.usage,
    dataIndex: 'usedRate',
    width: 260,
    render: (rate: SysDiskInfo['usedRate']) => {
      const percent = toPercent(rate);
      return <Progress percent={percent ?? 0} status={usageStatus(percent)} size="small" />;
    },
  },
];

/** One row per mounted disk with a usage bar. */
export function DiskTable({ disks, loading }: { disks: SysDiskInfo[]; loading?: boolean }) {
  return <Table<SysDiskInfo> rowKey="path" size="middle" columns={columns} dataSource={disks} loading={loading} pagination={false} scroll={{ x: 720 }} />;
}
