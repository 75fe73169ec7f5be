import { Progress } from 'antd';
import type { CardBodyProps, KindDef } from '../monitorData/types';
import styles from '../monitorData/monitorData.module.css';
import { show, ValueItem } from '../monitorData/ValueItem';
import { C } from './texts';

/** Green below the pre-warning, orange up to the alarm, red from the alarm on (75 / 90 % unless set otherwise). */
export function momentColor(percent: number, warn = 75, alarm = 90): string {
  if (percent >= alarm) return '#ff4d4f';
  if (percent >= warn) return '#fa8c16';
  return '#52c41a';
}

function CraneValues({ device, reading }: CardBodyProps) {
  const v = reading.values;
  const moment = v.momentPercent ?? null;
  const t = device.thresholds;
  return (
    <div className={styles.values}>
      <div className={styles.wide}>
        <span className={styles.label}>{C.moment}</span>
        <Progress percent={moment === null ? 0 : Math.min(100, moment)} format={() => `${show(moment)}%`}
          strokeColor={momentColor(moment ?? 0, t.craneMomentWarn, t.craneMomentAlarm)} size="small" data-testid="moment-progress" />
      </div>
      <ValueItem label={C.load} unit="t">{show(v.load, 2)} / {show(v.ratedLoad, 2)}</ValueItem>
      <ValueItem label={C.radius} unit="m">{show(v.radius)}</ValueItem>
      <ValueItem label={C.height} unit="m">{show(v.height)}</ValueItem>
      <ValueItem label={C.slew} unit="°">{show(v.slewAngle)}</ValueItem>
      <ValueItem label={C.wind} unit="m/s">{show(v.windSpeed)}</ValueItem>
      <ValueItem label={C.tilt} unit="°">{show(v.tiltX, 2)} / {show(v.tiltY, 2)}</ValueItem>
      <ValueItem label={C.driver} wide>{reading.driverName ?? '-'}</ValueItem>
    </div>
  );
}

export const CRANE: KindDef = {
  kind: 'crane',
  resource: 'craneData',
  title: C.title,
  fields: [
    { wire: 'load', label: '吊重', unit: 't' },
    { wire: 'ratedLoad', label: '额定吊重', unit: 't' },
    { wire: 'moment', label: '力矩', unit: 't·m' },
    { wire: 'momentPercent', label: '力矩百分比', unit: '%' },
    { wire: 'radius', label: '幅度', unit: 'm' },
    { wire: 'height', label: '吊钩高度', unit: 'm' },
    { wire: 'slewAngle', label: '回转角度', unit: '°' },
    { wire: 'tiltX', label: '倾角X', unit: '°' },
    { wire: 'tiltY', label: '倾角Y', unit: '°' },
    { wire: 'windSpeed', label: '风速', unit: 'm/s' },
  ],
  charts: [
    {
      key: 'moment', title: '力矩百分比', fields: ['momentPercent'],
      marks: [{ key: 'craneMomentWarn', label: '预警', color: '#fa8c16' }, { key: 'craneMomentAlarm', label: '报警', color: '#ff4d4f' }],
    },
    { key: 'load', title: '吊重', fields: ['load', 'ratedLoad'], marks: [] },
    { key: 'wind', title: '风速', fields: ['windSpeed'], marks: [{ key: 'windSpeedLimit', label: '报警', color: '#ff4d4f' }] },
    { key: 'tilt', title: '倾角', fields: ['tiltX', 'tiltY'], marks: [{ key: 'craneTiltLimit', label: '报警', color: '#ff4d4f' }] },
  ],
  CardBody: CraneValues,
};
