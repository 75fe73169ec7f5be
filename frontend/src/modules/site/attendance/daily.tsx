import { Button, Card, Col, DatePicker, Form, Row, Select, Space, Statistic, Table, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { getDaily, type RosterRow } from '@/api/modules/attendance';
import { unwrap } from '@/api/modules/result';
import { useSourceData } from '@/shared/crud';
import { dictTypeData } from '@/shared/utils/dict';
import { teamSource } from './sources';
import { T } from './texts';

interface Filters {
  date: Dayjs;
  teamId?: string;
  state?: string;
}

const time = (v?: string | null) => (v ? v.slice(11, 16) : '-');

const columns: TableProps<RosterRow>['columns'] = [
  { key: 'name', dataIndex: 'name', title: T.personName, width: 110, fixed: 'left' },
  { key: 'teamName', dataIndex: 'teamName', title: T.team, width: 140, render: (v: string | null) => v ?? '-' },
  { key: 'workType', dataIndex: 'workType', title: T.workType, width: 110, render: (v: string | null) => (v ? dictTypeData('work_type', v) : '-') },
  { key: 'firstIn', dataIndex: 'firstIn', title: T.firstIn, width: 100, render: time },
  { key: 'lastOut', dataIndex: 'lastOut', title: T.lastOut, width: 100, render: time },
  { key: 'hours', dataIndex: 'hours', title: T.hours, width: 100, render: (v: number | null) => v ?? '-' },
  { key: 'clocks', dataIndex: 'clocks', title: T.clocks, width: 90 },
  {
    key: 'present', dataIndex: 'present', title: T.state, width: 130,
    render: (present: boolean, row) => (
      <Space size={4}>
        <Tag color={present ? 'green' : 'red'}>{present ? T.presentTag : T.absentTag}</Tag>
        {!row.expected && <Tooltip title="已退场、未进场或黑名单人员"><Tag>{T.notExpected}</Tag></Tooltip>}
      </Space>
    ),
  },
];

/** 每日考勤: a day's 应到/实到/缺勤 as cards, per team, and the roster with first in and last out. */
export default function DailyAttendancePage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ date: dayjs() });
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const teams = useSourceData(teamSource, {});
  const params = {
    date: filters.date.format('YYYY-MM-DD'), teamId: filters.teamId, state: filters.state, ...page,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['attendance', 'daily', params],
    queryFn: () => unwrap(getDaily(params)),
  });
  const summary = data?.summary;
  const rate = summary && summary.expected ? Math.round(((summary.expected - summary.absent) / summary.expected) * 1000) / 10 : 0;
  const search = (values: Filters) => {
    setFilters({ ...values, date: values.date ?? dayjs() });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Form form={form} layout="inline" initialValues={filters} onFinish={search}>
          <Form.Item name="date" label={T.date}>
            <DatePicker allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="teamId" label={T.team}>
            <Select allowClear placeholder={T.allTeams} style={{ width: 180 }} options={teams.data ?? []} />
          </Form.Item>
          <Form.Item name="state" label={T.state}>
            <Select allowClear placeholder="全部" style={{ width: 120 }} options={[...T.states]} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">{T.query}</Button>
            <Button onClick={() => { form.resetFields(); search({ date: dayjs() }); }}>{T.reset}</Button>
          </Space>
        </Form>
      </Card>
      <Row gutter={16}>
        {[
          [T.expected, summary?.expected ?? 0, undefined],
          [T.present, summary?.present ?? 0, '#3f8600'],
          [T.absent, summary?.absent ?? 0, '#cf1322'],
        ].map(([title, value, color]) => (
          <Col span={6} key={String(title)}>
            <Card variant="borderless"><Statistic title={title} value={Number(value)} suffix="人" styles={{ content: { color: color as string | undefined } }} /></Card>
          </Col>
        ))}
        <Col span={6}>
          <Card variant="borderless"><Statistic title={T.rate} value={rate} suffix="%" precision={1} /></Card>
        </Col>
      </Row>
      <Card variant="borderless" title={T.byTeam} size="small">
        <Space wrap size={[8, 8]}>
          {(data?.teams ?? []).map((t) => (
            <Tag key={t.teamId ?? 'none'} style={{ padding: '4px 10px' }}>
              {t.teamName}：{T.expected} {t.expected} / {T.present} {t.present} / {T.absent} <span style={{ color: t.absent ? '#cf1322' : undefined }}>{t.absent}</span>
            </Tag>
          ))}
        </Space>
      </Card>
      <Card variant="borderless">
        <Table<RosterRow>
          rowKey="personId" size="middle" loading={isFetching} columns={columns} dataSource={data?.rows ?? []}
          scroll={{ x: 880 }}
          pagination={{
            current: page.pageNo, pageSize: page.pageSize, total: data?.totalRows ?? 0, showSizeChanger: true,
            showTotal: (total) => `共${total}条`, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </Card>
    </Space>
  );
}
