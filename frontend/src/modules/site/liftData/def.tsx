import { Progress } from 'antd';
import type { CardBodyProps, KindDef } from '../monitorData/types';
import styles from '../monitorData/monitorData.module.css';
import { show, ValueItem } from '../monitorData/ValueItem';
import { momentColor } from '../craneData/def';
import { L } from './texts';

function LiftValues({ device, reading }: CardBodyProps) {
  const v = reading.values;
  const t = device.thresholds;
  const pct = v.loadPercent ?? null;
  const persons = v.persons ?? null;
  const full = persons !== null && t.liftPersonsLimit !== undefined && persons > t.liftPersonsLimit;
  return (
    <div className={styles.values}>
      <div className={styles.wide}>
        <span className={styles.label}>{L.loadPct}</span>
        <Progress percent={pct === null ? 0 : Math.min(100, pct)} format={() => `${show(pct)}%`}
          strokeColor={momentColor(pct ?? 0, t.liftLoadWarn, t.liftLoadAlarm)} size="small" />
      </div>
      <ValueItem label={L.persons} unit={`/ ${show(t.liftPersonsLimit, 0)} 人`}>
        <span style={full ? { color: '#ff4d4f' } : undefined}>{show(persons, 0)}</span>
      </ValueItem>
      <ValueItem label={L.floor} unit="层">{show(v.floor, 0)}</ValueItem>
      <ValueItem label={L.height} unit="m">{show(v.height)}</ValueItem>
      <ValueItem label={L.speed} unit="m/s">{show(v.speed, 2)}</ValueItem>
      <ValueItem label={L.wind} unit="m/s">{show(v.windSpeed)}</ValueItem>
      <ValueItem label={L.driver}>{reading.driverName ?? '-'}</ValueItem>
    </div>
  );
}

export const LIFT: KindDef = {
  kind: 'lift',
  resource: 'liftData',
  title: L.title,
  fields: [
    { wire: 'load', label: '载重', unit: 't' },
    { wire: 'ratedLoad', label: '额定载重', unit: 't' },
    { wire: 'loadPercent', label: '载重百分比', unit: '%' },
    { wire: 'persons', label: '人数', unit: '人' },
    { wire: 'floor', label: '楼层', unit: '层' },
    { wire: 'height', label: '高度', unit: 'm' },
    { wire: 'speed', label: '速度', unit: 'm/s' },
    { wire: 'windSpeed', label: '风速', unit: 'm/s' },
    { wire: 'tiltX', label: '倾角X', unit: '°' },
    { wire: 'tiltY', label: '倾角Y', unit: '°' },
  ],
  charts: [
    {
      key: 'load', title: '载重百分比', fields: ['loadPercent'],
      marks: [{ key: 'liftLoadWarn', label: '预警', color: '#fa8c16' }, { key: 'liftLoadAlarm', label: '报警', color: '#ff4d4f' }],
    },
    { key: 'persons', title: '人数', fields: ['persons'], marks: [{ key: 'liftPersonsLimit', label: '额定人数', color: '#ff4d4f' }] },
    { key: 'height', title: '高度', fields: ['height'], marks: [] },
    { key: 'wind', title: '风速', fields: ['windSpeed'], marks: [{ key: 'liftWindLimit', label: '报警', color: '#ff4d4f' }] },
  ],
  CardBody: LiftValues,
};
