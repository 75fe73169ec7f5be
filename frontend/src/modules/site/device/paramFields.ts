/**
 * The parameter fields of each device kind, grouped, with units and ranges — the form's side of the
 * server's per-kind models (backend `modules/site/device/params.py`, which has the last word).
 */

export type DeviceKind =
  | 'general' | 'gateway' | 'crane' | 'lift' | 'environment' | 'camera' | 'face' | 'monitor' | 'protection';

export const DEVICE_KINDS: readonly DeviceKind[] = [
  'general', 'gateway', 'crane', 'lift', 'environment', 'camera', 'face', 'monitor', 'protection',
];

export const KIND_NAMES: Record<DeviceKind, string> = {
  general: '通用设备',
  gateway: '网关',
  crane: '塔吊',
  lift: '升降机',
  environment: '环境监测',
  camera: '摄像头',
  face: '人脸设备',
  monitor: '监控主机',
  protection: '临边防护',
};

export interface ParamField {
  key: string;
  label: string;
  type: 'number' | 'int' | 'text' | 'bool' | 'radio';
  unit?: string;
  min?: number;
  max?: number;
  /** Decimal places of a number. */
  precision?: number;
  maxLength?: number;
  placeholder?: string;
  options?: { value: number; label: string }[];
}

export interface ParamGroup {
  title: string;
  fields: ParamField[];
}

/** A kind whose parameters are free key-value pairs (`items`). */
export const FREE_KINDS: readonly DeviceKind[] = ['general', 'gateway'];

const n = (key: string, label: string, unit: string, min: number, max: number, precision = 2): ParamField =>
  ({ key, label, type: 'number', unit, min, max, precision });
const i = (key: string, label: string, unit: string | undefined, min: number, max: number): ParamField =>
  ({ key, label, type: 'int', unit, min, max });
const t = (key: string, label: string, maxLength: number, placeholder?: string): ParamField =>
  ({ key, label, type: 'text', maxLength, placeholder });

export const PARAM_GROUPS: Record<DeviceKind, ParamGroup[]> = {
  crane: [
    { title: '起升与幅度', fields: [
      i('reeving', '倍率', undefined, 1, 16),
      n('minHookHeight', '最小吊钩高度', 'm', -50, 500), n('maxHookHeight', '最大吊钩高度', 'm', -50, 500),
      n('minRadius', '最小幅度', 'm', 0, 120), n('maxRadius', '最大幅度', 'm', 0, 120),
    ] },
    { title: '额定载荷', fields: [
      n('maxLoad', '最大吊重', 't', 0, 200), n('ratedMoment', '额定力矩', 't·m', 0, 50000),
      n('maxLoadRadius2', '最大吊重幅度（2倍率）', 'm', 0, 120), n('maxLoadRadius4', '最大吊重幅度（4倍率）', 'm', 0, 120),
      n('maxRadiusLoad2', '最大幅度吊重（2倍率）', 't', 0, 200), n('maxRadiusLoad4', '最大幅度吊重（4倍率）', 't', 0, 200),
    ] },
    { title: '结构尺寸', fields: [
      n('jibLength', '起重臂长', 'm', 0, 120), n('counterJibLength', '平衡臂长', 'm', 0, 60),
      n('towerHeight', '塔身高度', 'm', 0, 500), n('towerHeadHeight', '塔帽高度', 'm', 0, 100),
    ] },
    { title: '防碰撞与黑匣子', fields: [
      n('collisionX', '防碰撞坐标X', 'm', -10000, 10000), n('collisionY', '防碰撞坐标Y', 'm', -10000, 10000),
      t('blackBoxVendor', '黑匣子厂家', 100), t('blackBoxSerial', '黑匣子编号', 64),
    ] },
  ],
  lift: [
    { title: '载重与人数', fields: [
      n('ratedLoad', '额定载重', 't', 0, 20), i('ratedPersons', '额定人数', '人', 1, 100),
      n('warnRatio', '预警系数', '%', 1, 200, 1), n('alarmRatio', '报警系数', '%', 1, 200, 1),
    ] },
    { title: '行程', fields: [i('maxFloor', '最大楼层', '层', 1, 300), n('maxHeight', '最大高度', 'm', 0, 800)] },
    { title: '风速', fields: [n('warnWind', '预警风速', 'm/s', 0, 80, 1), n('alarmWind', '报警风速', 'm/s', 0, 80, 1)] },
  ],
  environment: [
    { title: '监测点', fields: [
      t('position', '监测点位', 100, '如：东门围挡'),
      { key: 'sprayLinkage', label: '喷淋联动', type: 'bool' },
    ] },
  ],
  camera: [
    { title: '视频接入', fields: [
      i('channelNo', '通道号', undefined, 1, 1024),
      t('streamUrl', '流地址', 500, 'rtsp://… 或 http(s)://…'),
      t('gbId', '国标编码', 20, 'GB/T 28181 20位编码'),
    ] },
  ],
  monitor: [
    { title: '网络', fields: [
      t('ip', 'IP地址', 45, '如：192.168.1.100'), i('port', '端口', undefined, 1, 65535),
      i('channels', '通道数', '路', 1, 1024),
    ] },
  ],
  protection: [
    { title: '防护', fields: [t('area', '防护区域', 100, '如：3号楼5层东侧'), i('sensorCount', '传感器数', '个', 0, 1000)] },
  ],
  face: [
    { title: '通行', fields: [
      { key: 'direction', label: '进出方向', type: 'radio', options: [{ value: 1, label: '进' }, { value: 2, label: '出' }] },
    ] },
  ],
  general: [],
  gateway: [],
};

export interface KeyValue {
  key: string;
  value: string;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The parameters to send: empty values left out, texts trimmed, key-value rows without a key dropped. */
export function cleanParams(kind: DeviceKind, value: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const source = value ?? {};
  if (FREE_KINDS.includes(kind)) {
    const items = Array.isArray(source.items) ? (source.items as Partial<KeyValue>[]) : [];
    return {
      items: items
        .filter((row) => !blank(row?.key))
        .map((row) => ({ key: String(row.key).trim(), value: String(row.value ?? '').trim() })),
    };
  }
  const out: Record<string, unknown> = {};
  for (const group of PARAM_GROUPS[kind]) {
    for (const f of group.fields) {
      const v = source[f.key];
      if (blank(v)) continue;
      out[f.key] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return out;
}

/** Parameters as label/value/unit rows for the detail view (key-value rows for the free kinds). */
export function paramRows(kind: DeviceKind, value: Record<string, unknown> | null | undefined): { group: string; label: string; text: string }[] {
  const source = value ?? {};
  if (FREE_KINDS.includes(kind)) {
    const items = Array.isArray(source.items) ? (source.items as KeyValue[]) : [];
    return items.map((row) => ({ group: '参数', label: row.key, text: row.value }));
  }
  const rows: { group: string; label: string; text: string }[] = [];
  for (const group of PARAM_GROUPS[kind]) {
    for (const f of group.fields) {
      const v = source[f.key];
      if (blank(v)) continue;
      let text = String(v);
      if (f.type === 'bool') text = v ? '开启' : '关闭';
      else if (f.options) text = f.options.find((o) => o.value === v)?.label ?? text;
      else if (f.unit) text = `${text} ${f.unit}`;
      rows.push({ group: group.title, label: f.label, text });
    }
  }
  return rows;
}
