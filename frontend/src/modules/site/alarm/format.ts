/** Pure helpers of the alarm screens: colours, durations, value against limit, what a step may do. */
import type { SiteAlarm } from '@/api/modules/alarm';

export const LEVEL_COLORS: Record<number, string> = { 1: 'orange', 2: 'red' };
export const STATUS_COLORS: Record<number, string> = { 0: 'red', 1: 'processing', 2: 'success', 3: 'default' };

/** 1天2小时 / 3小时5分 / 4分10秒 / 8秒: the two largest units. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const units: [number, string][] = [[86400, '天'], [3600, '小时'], [60, '分'], [1, '秒']];
  const parts: string[] = [];
  let rest = s;
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || (parts.length > 0 && parts.length < 2)) parts.push(`${n}${name}`);
    if (parts.length === 2) break;
  }
  const shown = parts.filter((p, i) => i === 0 || !p.startsWith('0'));
  return shown.length ? shown.join('') : '0秒';
}

/** `95 / 90` (value / limit), or the value alone, or a dash. */
export function valueText(row: Pick<SiteAlarm, 'value' | 'limitValue'>): string {
  const fmt = (v: number) => String(Math.round(v * 100) / 100);
  if (row.value === null || row.value === undefined) return '-';
  return row.limitValue === null || row.limitValue === undefined ? fmt(row.value) : `${fmt(row.value)} / ${fmt(row.limitValue)}`;
}

/** The lifecycle moves the server allows from a status (kinds.TRANSITIONS). */
export function allowedSteps(status: number): { accept: boolean; handle: boolean; falseAlarm: boolean } {
  const open = status === 0 || status === 1;
  return { accept: status === 0, handle: open, falseAlarm: open };
}

/** Snapshot keys (wire names) as the screens label them. */
export const SNAPSHOT_LABELS: Record<string, string> = {
  time: '时间',
  load: '吊重/载重(t)',
  ratedLoad: '额定载重(t)',
  moment: '力矩(t·m)',
  momentPercent: '力矩百分比(%)',
  radius: '幅度(m)',
  height: '高度(m)',
  slewAngle: '回转角度(°)',
  tiltX: '倾角X(°)',
  tiltY: '倾角Y(°)',
  windSpeed: '风速(m/s)',
  reeving: '倍率',
  loadPercent: '载重百分比(%)',
  persons: '人数',
  floor: '楼层',
  speed: '速度(m/s)',
  doorState: '门锁状态',
  pm25: 'PM2.5(µg/m³)',
  pm10: 'PM10(µg/m³)',
  tsp: 'TSP(µg/m³)',
  noise: '噪声(dB)',
  windDirection: '风向(°)',
  temperature: '温度(℃)',
  humidity: '湿度(%RH)',
  pressure: '气压(kPa)',
  alarmMask: '设备报警码',
  lastSeen: '最后通信时间',
};

export function snapshotItems(snapshot: Record<string, unknown> | null | undefined): { label: string; value: string }[] {
  if (!snapshot) return [];
  return Object.entries(snapshot)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => ({ label: SNAPSHOT_LABELS[k] ?? k, value: String(v) }));
}
