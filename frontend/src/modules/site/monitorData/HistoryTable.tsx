import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, DatePicker, Form, Select, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { exportPath, getReadingPage, type DeviceLatest, type ReadingRow } from '@/api/modules/monitorData';
import { unwrap } from '@/api/modules/result';
import { usePerm } from '@/app/access';
import { useExport } from '@/shared/crud/useExport';
import { presetRange, rangeParams, withinLimit } from './ranges';
import { T } from './texts';
import type { KindDef } from './types';
import { show } from './ValueItem';

interface Filters {
  deviceId?: string;
  range: [Dayjs, Dayjs];
  alarmOnly?: boolean;
}

/** The bottom of a data screen: readings of a range, newest first, filtered, paged and exported. */
export function HistoryTable({ def, devices }: { def: KindDef; devices: DeviceLatest[] }) {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>(() => ({ range: presetRange('today') }));
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const canExport = usePerm(`${def.resource}:export`);
  const { exporting, run } = useExport(exportPath(def.resource), T.exportName(def.title));
  const params = { deviceId: filters.deviceId, alarmOnly: filters.alarmOnly || undefined, ...rangeParams(filters.range) };
  const { data, isFetching } = useQuery({
    queryKey: [def.resource, 'page', params, page],
    queryFn: () => unwrap(getReadingPage(def.resource, { ...params, ...page })),
  });
  const columns = useMemo<TableProps<ReadingRow>['columns']>(() => [
    { key: 'deviceName', dataIndex: 'deviceName', title: T.device, width: 140, fixed: 'left' },
    { key: 'time', dataIndex: 'time', title: T.time, width: 170 },
    ...def.fields.map((f) => ({
      key: f.wire, title: f.unit ? `${f.label}(${f.unit})` : f.label, width: 110, align: 'right' as const,
      render: (_: unknown, row: ReadingRow) => show(row.values[f.wire], 2),
    })),
    ...(def.kind === 'environment' ? [] : [{ key: 'driverName', dataIndex: 'driverName', title: T.driver, width: 100 }]),
    {
      key: 'alarmMask', dataIndex: 'alarmMask', title: T.alarmMask, width: 90, fixed: 'right',
      render: (v: number | null) => (v ? <Tag color="red">{v}</Tag> : '-'),
    },
  ], [def]);
  const search = (values: Filters) => {
    setFilters({ ...values, range: values.range ?? presetRange('today') });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  return (
    <Card variant="borderless" title={T.history}>
      <Form form={form} layout="inline" initialValues={filters} onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="deviceId" label={T.device}>
          <Select allowClear placeholder={T.allDevices} style={{ width: 180 }} options={devices.map((d) => ({ value: d.deviceId, label: d.name }))} />
        </Form.Item>
        <Form.Item name="range" label={T.range} rules={[{ required: true }, { validator: (_, v: [Dayjs, Dayjs] | null) => (v && !withinLimit(v) ? Promise.reject(new Error(T.rangeTooLong)) : Promise.resolve()) }]}>
          <DatePicker.RangePicker showTime allowClear={false} />
        </Form.Item>
        <Form.Item name="alarmOnly" valuePropName="checked">
          <Checkbox>{T.alarmOnly}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{T.query}</Button>
          <Button onClick={() => { form.resetFields(); search({ range: presetRange('today') }); }}>{T.reset}</Button>
          {canExport && <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void run(params)}>{T.export}</Button>}
        </Space>
      </Form>
      <Table<ReadingRow>
        rowKey={(r) => `${r.deviceId}-${r.time}`}
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: data?.totalRows ?? 0, showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
