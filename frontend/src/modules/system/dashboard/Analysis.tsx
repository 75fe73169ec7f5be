import { Col, Flex, Row, Space, Typography } from 'antd';
import { getAnalysis } from '@/api/modules/dashboard';
import { formatCount, formatKb, percent, RingChart, Sparkline, TrendChart } from '@/shared/charts';
import { LoadFailed, Panel, RankList, StatCard, Toolbar } from './parts';
import { T } from './texts';
import { add, failShare, useFigures } from './useFigures';

const A = T.analysis;
const FAIL = '#ff4d4f';
const card = { xs: 24, sm: 12, xl: 6 } as const;

/** 分析页: users, sign-ins, operations, notices, files and projects of the whole system. */
export default function Analysis() {
  const { data, isLoading, isFetching, isError, error, refetch, dataUpdatedAt } = useFigures('analysis', getAnalysis);
  const refresh = () => void refetch();
  if (isError && !data) return <LoadFailed error={error} onRetry={refresh} />;
  const users = data?.users;
  const visits = data?.visits;
  const ops = data?.ops;
  const opTotals = ops ? add(ops.series.success, ops.series.failure) : [];
  const fmt = (n: number | undefined) => formatCount(n ?? 0);

  return (
    <Flex vertical gap={16} data-testid="dashboard-analysis">
      <Toolbar title="分析页" updatedAt={dataUpdatedAt} fetching={isFetching} onRefresh={refresh} />
      <Row gutter={[16, 16]}>
        <Col {...card}>
          <StatCard label={A.users} loading={isLoading} value={fmt(users?.total)} testId="stat-users"
            chart={<Space size={24} style={{ paddingTop: 10 }}>
              <span>{A.newThisWeek} <Typography.Text type="success" strong>{fmt(users?.newThisWeek)}</Typography.Text></span>
              <span>{A.frozen} <Typography.Text type={users?.frozen ? 'danger' : 'secondary'} strong>{fmt(users?.frozen)}</Typography.Text></span>
            </Space>}
            footer={`${A.online} ${fmt(users?.online)}`} />
        </Col>
        <Col {...card}>
          <StatCard label={A.visits} loading={isLoading} value={fmt(visits?.days30)} testId="stat-visits"
            chart={<Sparkline values={visits?.series.success ?? []} title={A.visits} />}
            footer={`${A.visitsToday} ${fmt(visits?.today)} · ${A.signInFailures} ${fmt(visits?.failed30)}`} />
        </Col>
        <Col {...card}>
          <StatCard label={A.ops} loading={isLoading} value={fmt(ops?.days30)} testId="stat-ops"
            chart={<Sparkline values={opTotals} color="#13c2c2" title={A.ops} />}
            footer={`${A.opsToday} ${fmt(ops?.today)} · ${A.failRate} ${percent(failShare(ops?.failed30 ?? 0, ops?.days30 ?? 0))}`} />
        </Col>
        <Col {...card}>
          <StatCard label={A.projects} loading={isLoading} value={fmt(data?.projects)} testId="stat-projects"
            chart={<Space size={24} style={{ paddingTop: 10 }}>
              <span>{A.publishedNotices} <Typography.Text strong>{fmt(data?.notices.published)}</Typography.Text></span>
            </Space>}
            footer={`${A.thisMonth} ${fmt(data?.notices.thisMonth)} · ${A.draft} ${fmt(data?.notices.draft)}`} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={A.visitTrend} loading={isLoading}>
            {visits && <TrendChart title={A.visitTrend} labels={visits.series.labels} kind="area"
              series={[{ name: A.signIns, values: visits.series.success }, { name: A.signInFailures, values: visits.series.failure, color: FAIL }]} />}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={A.opTrend} loading={isLoading}>
            {ops && <TrendChart title={A.opTrend} labels={ops.series.labels} kind="bar"
              series={[{ name: A.opSuccess, values: ops.series.success, color: '#13c2c2' }, { name: A.opFailure, values: ops.series.failure, color: FAIL }]} />}
          </Panel>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={8}>
          <Panel title={A.topOperators} loading={isLoading} testId="top-operators">
            <RankList items={ops?.topOperators ?? []} format={(n) => T.times(formatCount(n))} />
          </Panel>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <Panel title={A.byType} loading={isLoading}>
            <RingChart title={A.byType} totalLabel={T.total} items={(ops?.byType ?? []).map((t) => ({ name: t.name, value: t.count }))} />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={A.files} loading={isLoading}
            extra={data && <Typography.Text type="secondary">{A.fileCount(formatCount(data.files.count), formatKb(data.files.sizeKb))}</Typography.Text>}>
            <RingChart title={A.files} totalLabel={T.total} formatValue={formatKb}
              items={(data?.files.bySuffix ?? []).map((f) => ({ name: f.key, value: f.sizeKb }))} />
          </Panel>
        </Col>
      </Row>
    </Flex>
  );
}
