/** The chart and history ranges: 今天, 近7天, 近30天 or a custom one (at most 31 days, the server's limit). */
import dayjs, { type Dayjs } from 'dayjs';
import { TIME_FORMAT } from './liveState';

export type Preset = 'today' | 'week' | 'month' | 'custom';
export const MAX_DAYS = 31;

export function presetRange(preset: Exclude<Preset, 'custom'>, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  if (preset === 'today') return [now.startOf('day'), now];
  return [now.subtract(preset === 'week' ? 7 : 30, 'day'), now];
}

export function withinLimit([begin, end]: [Dayjs, Dayjs]): boolean {
  return end.isAfter(begin) && end.diff(begin, 'second') <= MAX_DAYS * 86400;
}

export function rangeParams([begin, end]: [Dayjs, Dayjs]): { beginTime: string; endTime: string } {
  return { beginTime: begin.format(TIME_FORMAT), endTime: end.format(TIME_FORMAT) };
}
