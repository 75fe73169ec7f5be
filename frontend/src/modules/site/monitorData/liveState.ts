/** How live events change what a data screen shows (pure, unit-tested). */
import dayjs from 'dayjs';
import type { DeviceLatest } from '@/api/modules/monitorData';

export interface ReadingEvent {
  deviceId: string;
  kind?: string;
  time: number | string;
  values: Record<string, number | null>;
  alarmMask?: number | null;
}

export interface DeviceEvent {
  deviceId: string;
  online: boolean;
}

export interface AlarmEvent {
  action: 'raise' | 'refresh' | 'clear' | 'handle' | string;
  id?: string;
  title: string;
  level?: number;
  deviceId?: string | null;
  status?: number;
}

/** Alarms shown on the cards, by device: the newest one's title and when it arrived. */
export type AlarmFlashes = Record<string, { id?: string; title: string; level?: number; at: number }>;

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function eventTime(time: number | string): string {
  return typeof time === 'number' ? dayjs(time).format(TIME_FORMAT) : time;
}

/** The device's newest reading becomes the event's (fields it does not carry were not measured). */
export function applyReading(list: readonly DeviceLatest[], e: ReadingEvent): DeviceLatest[] {
  return list.map((d) => {
    if (d.deviceId !== e.deviceId) return d;
    const time = eventTime(e.time);
    if (d.latest && d.latest.time > time) return d; // an older reading arriving late
    return {
      ...d,
      online: true,
      lastSeen: time,
      latest: { driverName: null, ...(d.latest ?? {}), deviceId: d.deviceId, deviceName: d.name, time, alarmMask: e.alarmMask ?? null, values: { ...e.values } },
    };
  });
}

export function applyDevice(list: readonly DeviceLatest[], e: DeviceEvent): DeviceLatest[] {
  return list.map((d) => (d.deviceId === e.deviceId ? { ...d, online: e.online } : d));
}

/** A raised or refreshed alarm of a shown device flashes its card; clearing or handling it takes it away. */
export function applyAlarm(flashes: AlarmFlashes, e: AlarmEvent, shown: ReadonlySet<string>, now = Date.now()): AlarmFlashes {
  const device = e.deviceId ?? '';
  if (!device || !shown.has(device)) return flashes;
  if (e.action === 'raise' || e.action === 'refresh') {
    return { ...flashes, [device]: { id: e.id, title: e.title, level: e.level, at: now } };
  }
  const current = flashes[device];
  if (current && (current.id === undefined || current.id === e.id)) {
    const rest = { ...flashes };
    delete rest[device];
    return rest;
  }
  return flashes;
}
