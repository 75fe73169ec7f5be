import { Col, Flex, Progress, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { getMonitor, type OpItem, type VisitItem } from '@/api/modules/dashboard';
import { formatCount, formatKb, RingChart, TrendChart } from '@/shared/charts';
import { LoadFailed, Panel, StatCard, Toolbar } from './parts';
import { T } from './texts';
import { failShare, useFigures } from './useFigures';

const M = T.monitor;
const C = M.columns;
const FAIL = '#ff4d4f';
const REFRESH_MS = 30_000;
const card = { xs: 24, sm: 12, xl: 6 } as const;
const hhmm = (time: string) => time.slice(5, 16);

const failureColumns: ColumnsType<OpItem> = [
  { title: C.time, dataIndex: 'opTime', width: 110, render: hhmm },
  { title: C.account, dataIndex: 'account', width: 110, ellipsis: true },
  { title: C.name, dataIndex: 'name', width: 140, ellipsis: true },
  { title: C.message, dataIndex: 'message', ellipsis: true, render: (m: string | null) => <Typography.Text type="danger">{m ?? '-'}</Typography.Text> },
];

const visitColumns: ColumnsType<VisitItem> = [
  { title: C.time, dataIndex: 'visTime', width: 110, render: hhmm },
  { title: C.account, dataIndex: 'account', width: 110, ellipsis: true },
  { title: C.type, dataIndex: 'name', width: 90, render: (name: string, row) => <Tag color={row.success === 'Y' ? 'success' : 'error'}>{name}{row.success === 'Y' ? '' : T.failure}</Tag> },
  { title: C.ip, dataIndex: 'ip', ellipsis: true, responsive: ['sm'] },
  { title: C.browser, dataIndex: 'browser', ellipsis: true, responsive: ['xxl'] },
];

/** 监控页: who is online and what happened in the last 24 hours, refreshed every 30 seconds. */
export default function Monitor() {
  const { data, isLoading, isFetching, isError, error, refetch, dataUpdatedAt } = useFigures('monitor', getMonitor, REFRESH_MS);
  const refresh = () => void refetch();
  if (isError && !data) return <LoadFailed error={error} onRetry={refresh} />;
  const fmt = (n: number | undefined) => formatCount(n ?? 0);
  const okShare = data ? 1 - failShare(data.opsFailedToday, data.opsToday) : 1;

  return (
    <Flex vertical gap={16} data-testid="dashboard-monitor">
      <Toolbar title="监控页" updatedAt={dataUpdatedAt} fetching={isFetching} onRefresh={refresh} note={T.autoRefresh} />
      <Row gutter={[16, 16]}>
        <Col {...card}>
          <StatCard label={M.online} loading={isLoading} value={fmt(data?.onlineSessions)} testId="stat-online"
            footer={M.onlineUsers(fmt(data?.onlineUsers))} />
        </Col>
        <Col {...card}>
          <StatCard label={M.visitsToday} loading={isLoading} value={fmt(data?.visitsToday)} testId="stat-visits-today"
            footer={<Typography.Text type={data?.visitsFailedToday ? 'danger' : 'secondary'}>{M.failedToday(fmt(data?.visitsFailedToday))}</Typography.Text>} />
        </Col>
        <Col {...card}>
          <StatCard label={M.opsToday} loading={isLoading} value={fmt(data?.opsToday)} testId="stat-ops-today"
            footer={<Typography.Text type={data?.opsFailedToday ? 'danger' : 'secondary'}>{M.failedToday(fmt(data?.opsFailedToday))}</Typography.Text>} />
        </Col>
        <Col {...card}>
          <StatCard label={M.successRate} loading={isLoading} value={`${Math.round(okShare * 1000) / 10}%`}
            chart={<Progress percent={Math.round(okShare * 100)} showInfo={false} strokeColor={okShare < 0.9 ? FAIL : undefined} style={{ paddingTop: 12 }} />}
            footer={data ? `${M.fileUsage} ${formatKb(data.files.sizeKb)}` : undefined} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={9}>
          <Panel title={M.hourlyOps} loading={isLoading}>
            {data && <TrendChart title={M.hourlyOps} labels={data.hourlyOps.labels} kind="bar"
              series={[{ name: T.success, values: data.hourlyOps.success, color: '#13c2c2' }, { name: T.failure, values: data.hourlyOps.failure, color: FAIL }]} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12} xl={9}>
          <Panel title={M.hourlyVisits} loading={isLoading}>
            {data && <TrendChart title={M.hourlyVisits} labels={data.hourlyVisits.labels} kind="bar"
              series={[{ name: T.success, values: data.hourlyVisits.success }, { name: T.failure, values: data.hourlyVisits.failure, color: FAIL }]} />}
          </Panel>
        </Col>
        <Col xs={24} xl={6}>
          <Panel title={M.browsers} loading={isLoading}>
            <RingChart title={M.browsers} totalLabel={T.total} size={140}
              items={(data?.browsers ?? []).map((b) => ({ name: b.name === '-' ? M.unknownBrowser : b.name, value: b.count }))} />
          </Panel>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={M.failures} loading={isLoading} testId="recent-failures">
            <Table<OpItem> rowKey="id" size="small" pagination={false} columns={failureColumns}
              dataSource={data?.recentFailures ?? []} locale={{ emptyText: M.noFailures }} />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={M.visits} loading={isLoading} testId="recent-visits">
            <Table<VisitItem> rowKey="id" size="small" pagination={false} columns={visitColumns}
              dataSource={data?.recentVisits ?? []} locale={{ emptyText: T.empty }} />
          </Panel>
        </Col>
      </Row>
    </Flex>
  );
}
