/**
 * 项目看板: the site of the header's project on one screen — who is on site today, devices online,
 * open alarms, hidden dangers waiting for rectification (overdue ones in red), approvals in progress —
 * with the week's attendance and alarms, the month's hazards and how open items are spread.
 */
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Progress, Row, Typography } from 'antd';
import { getBoard, type Board } from '@/api/modules/board';
import { unwrap } from '@/api/modules/result';
import { LoadFailed, Panel, RankList, StatCard, Toolbar } from '@/modules/system/dashboard/parts';
import { formatCount, RingChart, TrendChart } from '@/shared/charts';
import { RequireProject } from '../shared/RequireProject';
import { T } from './texts';

const REFRESH_MS = 60_000;
const RED = '#ff4d4f';
const card = { xs: 24, sm: 12, xl: 8, xxl: 'auto' } as const;
const fmt = (n: number | undefined) => formatCount(n ?? 0);
const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;

function Figures({ data, loading }: { data: Board | undefined; loading: boolean }) {
  const a = data?.attendance;
  const d = data?.devices;
  const al = data?.alarms;
  const h = data?.hazards;
  const ap = data?.approvals;
  return (
    <Row gutter={[16, 16]} wrap>
      <Col {...card} flex="1 1 220px">
        <StatCard label={T.attendance} loading={loading} value={fmt(a?.present)} testId="board-attendance"
          chart={<Progress percent={Math.round((a?.rate ?? 0) * 100)} showInfo={false} />}
          footer={T.attendanceFoot(fmt(a?.enrolled), pct(a?.rate ?? 0))} />
      </Col>
      <Col {...card} flex="1 1 220px">
        <StatCard label={T.devices} loading={loading} value={`${fmt(d?.online)} / ${fmt(d?.total)}`} testId="board-devices"
          chart={<Progress percent={d?.total ? Math.round((d.online / d.total) * 100) : 0} showInfo={false} />}
          footer={T.devicesFoot(fmt((d?.total ?? 0) - (d?.online ?? 0)))} />
      </Col>
      <Col {...card} flex="1 1 220px">
        <StatCard label={T.alarms} loading={loading} testId="board-alarms"
          value={<span style={{ color: al?.open ? RED : undefined }}>{fmt(al?.open)}</span>}
          footer={T.alarmsFoot(fmt(al?.todayRaised), fmt(al?.todayHandled))} />
      </Col>
      <Col {...card} flex="1 1 220px">
        <StatCard label={T.hazards} loading={loading} value={<span data-testid="board-hazards-open" style={{ color: h?.overdue ? RED : undefined }}>{fmt(h?.open)}</span>} testId="board-hazards"
          footer={<Typography.Text type={h?.overdue ? 'danger' : 'secondary'}>{T.hazardsFoot(fmt(h?.overdue))}</Typography.Text>} />
      </Col>
      <Col {...card} flex="1 1 220px">
        <StatCard label={T.approvals} loading={loading} value={fmt(ap?.running)} testId="board-approvals"
          footer={T.approvalsFoot(fmt(ap?.mine))} />
      </Col>
    </Row>
  );
}

function Charts({ data, loading }: { data: Board | undefined; loading: boolean }) {
  const days = (list: { date: string }[] | undefined) => (list ?? []).map((x) => x.date);
  const kinds = data?.devices.kinds ?? [];
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Panel title={T.attendanceTrend} loading={loading}>
            {data && <TrendChart title={T.attendanceTrend} kind="bar" labels={days(data.attendance.days)}
              series={[{ name: T.people, values: data.attendance.days.map((x) => x.count) }]} />}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={T.alarmTrend} loading={loading}>
            {data && <TrendChart title={T.alarmTrend} kind="bar" labels={days(data.alarms.days)}
              series={[{ name: T.raised, values: data.alarms.days.map((x) => x.count), color: RED }]} />}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel title={T.alarmCategories} loading={loading}>
            <RingChart title={T.alarmCategories} totalLabel={T.total} size={150} emptyText={T.empty}
              items={(data?.alarms.categories ?? []).map((c) => ({ name: c.name, value: c.open }))} />
          </Panel>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={T.hazardTrend} loading={loading}>
            {data && <TrendChart title={T.hazardTrend} kind="line" labels={days(data.hazards.daily)}
              series={[
                { name: T.found, values: data.hazards.daily.map((x) => x.created), color: RED },
                { name: T.closedHazards, values: data.hazards.daily.map((x) => x.closed), color: '#52c41a' },
              ]} />}
          </Panel>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Panel title={T.hazardLevels} loading={loading}>
            <RingChart title={T.hazardLevels} totalLabel={T.total} size={150} emptyText={T.empty}
              items={(data?.hazards.byLevel ?? []).map((l) => ({ name: l.name, value: l.count }))} />
          </Panel>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Panel title={T.hazardCategories} loading={loading}>
            <RankList format={fmt} items={(data?.hazards.byCategory ?? []).map((c) => ({ key: c.key, name: c.name, count: c.count }))} />
          </Panel>
        </Col>
      </Row>
      <Panel title={T.deviceKinds} loading={loading}>
        {data && <TrendChart title={T.deviceKinds} kind="bar" height={220} labels={kinds.map((k) => k.name)} formatLabel={(s) => s}
          series={[
            { name: T.online, values: kinds.map((k) => k.online), color: '#52c41a' },
            { name: T.offline, values: kinds.map((k) => k.total - k.online), color: '#bfbfbf' },
          ]} />}
      </Panel>
    </>
  );
}

function BoardView({ projectId }: { projectId: string }) {
  const q = useQuery({ queryKey: ['siteBoard', projectId], queryFn: () => unwrap(getBoard()), refetchInterval: REFRESH_MS });
  const refresh = () => void q.refetch();
  if (q.isError && !q.data) return <LoadFailed error={q.error} onRetry={refresh} />;
  return (
    <Flex vertical gap={16} data-testid="site-board">
      <Toolbar title={q.data ? `${T.title} · ${q.data.projectName}` : T.title} updatedAt={q.dataUpdatedAt}
        fetching={q.isFetching} onRefresh={refresh} note={T.autoRefresh} />
      <Figures data={q.data} loading={q.isPending} />
      <Charts data={q.data} loading={q.isPending} />
    </Flex>
  );
}

export default function SiteBoardPage() {
  return <RequireProject>{(projectId) => <BoardView projectId={projectId} />}</RequireProject>;
}
