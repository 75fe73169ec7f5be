/** The project-overview card row on top of the alarm screens: open alarms (this category and all), today's
 * raised and handled, and the devices online. */
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { getAlarmOverview, type AlarmCategory, type AlarmOverview } from '@/api/modules/alarm';
import { unwrap } from '@/api/modules/result';
import { usePerm } from '@/app/access';
import { T } from './texts';

export const OVERVIEW_KEY = ['siteAlarm', 'overview'] as const;

/** The device kinds a category's alarms come from (its devices' online count is shown). */
export const CATEGORY_KINDS: Record<AlarmCategory, string[]> = {
  camera: ['camera'],
  channel: ['gateway'],
  construction: [],
  crane: ['crane'],
  environment: ['environment'],
  lift: ['lift'],
  protection: ['protection'],
};

export function overviewCards(data: AlarmOverview, category: AlarmCategory) {
  const mine = data.categories.find((c) => c.category === category);
  const kinds = CATEGORY_KINDS[category];
  const devices = data.devices.filter((d) => kinds.length === 0 || kinds.includes(d.kind));
  const online = devices.reduce((n, d) => n + d.online, 0);
  const total = devices.reduce((n, d) => n + d.total, 0);
  const sum = (key: 'alarm' | 'warning') => data.categories.reduce((n, c) => n + c[key], 0);
  return [
    { key: 'open', title: `${T.categories[category]}·${T.overview.open}`, value: mine?.open ?? 0,
      note: `${T.overview.alarm} ${mine?.alarm ?? 0} · ${T.overview.warning} ${mine?.warning ?? 0}`, danger: (mine?.alarm ?? 0) > 0 },
    { key: 'active', title: T.overview.active, value: mine?.active ?? 0, note: `全部类别 ${data.activeTotal}`, danger: false },
    { key: 'all', title: `全部${T.overview.open}`, value: data.openTotal, note: `${T.overview.alarm} ${sum('alarm')} · ${T.overview.warning} ${sum('warning')}`, danger: false },
    { key: 'handled', title: T.overview.todayHandled, value: data.todayHandled, note: `${T.overview.todayRaised} ${data.todayRaised}`, danger: false },
    { key: 'devices', title: T.overview.devices, value: total ? `${online} / ${total}` : '-', note: devices.map((d) => d.name).join('、') || '全部设备', danger: false },
  ];
}

export function Overview({ category }: { category: AlarmCategory }) {
  const allowed = usePerm('siteAlarm:overview');
  const { data } = useQuery({ queryKey: OVERVIEW_KEY, queryFn: () => unwrap(getAlarmOverview()), enabled: allowed });
  if (!allowed || !data) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="alarm-overview">
      {overviewCards(data, category).map((card) => (
        <Col key={card.key} xs={12} md={8} xl={24 / 5} flex="1">
          <Card variant="borderless" size="small">
            <Statistic title={card.title} value={card.value} styles={{ content: { color: card.danger ? '#cf1322' : undefined } }} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{card.note}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
