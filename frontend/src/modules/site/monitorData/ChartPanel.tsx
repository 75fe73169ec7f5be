import { Card, Col, DatePicker, Empty, Row, Segmented, Select, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { getSeries, type DeviceLatest } from '@/api/modules/monitorData';
import { unwrap } from '@/api/modules/result';
import { EChart } from '@/shared/charts/EChart';
import { seriesOption } from './chartOptions';
import { presetRange, rangeParams, withinLimit, type Preset } from './ranges';
import { T } from './texts';
import type { KindDef } from './types';

const PRESETS: { label: string; value: Preset }[] = [
  { label: T.today, value: 'today' }, { label: T.week, value: 'week' }, { label: T.month, value: 'month' }, { label: T.custom, value: 'custom' },
];

interface Props {
  def: KindDef;
  devices: DeviceLatest[];
  deviceId?: string;
  onDevice: (id: string) => void;
}

/** The middle of a data screen: the chosen device's fields over a range, limits as mark lines. */
export function ChartPanel({ def, devices, deviceId, onDevice }: Props) {
  const [preset, setPreset] = useState<Preset>('today');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [stamp, setStamp] = useState(() => Date.now());
  const range = useMemo(() => (preset === 'custom' ? custom : presetRange(preset)), [preset, custom, stamp]); // eslint-disable-line react-hooks/exhaustive-deps
  const device = devices.find((d) => d.deviceId === deviceId);
  const fields = [...new Set(def.charts.flatMap((c) => c.fields))].join(',');
  const params = range && deviceId ? { deviceId, fields, ...rangeParams(range) } : null;
  const { data, isFetching } = useQuery({
    queryKey: [def.resource, 'series', params],
    queryFn: () => unwrap(getSeries(def.resource, params!)),
    enabled: params !== null,
  });
  return (
    <Card variant="borderless" title={T.charts} extra={
      <Space wrap>
        <Select style={{ width: 180 }} placeholder={T.pickDevice} value={deviceId} onChange={onDevice}
          options={devices.map((d) => ({ value: d.deviceId, label: d.name }))} />
        <Segmented options={PRESETS} value={preset} onChange={(v) => { setPreset(v); setStamp(Date.now()); }} />
        {preset === 'custom' && (
          <DatePicker.RangePicker showTime value={custom} onChange={(v) => setCustom(v && v[0] && v[1] && withinLimit([v[0], v[1]]) ? [v[0], v[1]] : null)} />
        )}
        {data && <Typography.Text type="secondary">{data.source === 'raw' && data.step < 60 ? T.stepRaw : T.step(data.step)}</Typography.Text>}
      </Space>
    }>
      {!device ? <Empty description={T.pickDevice} /> : (
        <Spin spinning={isFetching}>
          <Row gutter={[16, 16]}>
            {def.charts.map((group) => (
              <Col key={group.key} xs={24} xl={12}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>{group.title}</Typography.Title>
                {data
                  ? <EChart option={seriesOption(data, group, device.thresholds)} height={260} title={`${device.name}${group.title}`} testId={`chart-${group.key}`} />
                  : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
              </Col>
            ))}
          </Row>
        </Spin>
      )}
    </Card>
  );
}
