/** 塔吊数据 / 升降机数据 / 环境数据: one read API per kind (`/craneData/*`, `/liftData/*`, `/environmentData/*`). */
import { http } from '@/api/http';
import type { PageResult } from '@/api/types';

export type DataResource = 'craneData' | 'liftData' | 'environmentData';
export type Values = Record<string, number | null>;

export interface ReadingRow {
  deviceId: string;
  deviceName?: string | null;
  /** `yyyy-MM-dd HH:mm:ss` (local). */
  time: string;
  alarmMask?: number | null;
  driverName?: string | null;
  values: Values;
}

export interface DeviceLatest {
  deviceId: string;
  name: string;
  code: string;
  location?: string | null;
  online: boolean;
  lastSeen?: string | null;
  openAlarms: number;
  latest: ReadingRow | null;
  thresholds: Record<string, number>;
}

export interface ReadingPage extends PageResult<ReadingRow> {
  nextCursor?: string | null;
}

export interface RangeParams {
  deviceId?: string;
  beginTime: string;
  endTime: string;
  alarmOnly?: boolean;
}

export interface SeriesLine {
  field: string;
  label: string;
  unit: string;
  avg: (number | null)[];
  low: (number | null)[];
  high: (number | null)[];
}

export interface Series {
  step: number;
  source: 'raw' | 'minute';
  times: number[];
  lines: SeriesLine[];
}

export const getLatest = (r: DataResource) => http.get<DeviceLatest[]>(`/${r}/latest`);
export const getReadingPage = (r: DataResource, params: RangeParams & { pageNo: number; pageSize: number }) =>
  http.get<ReadingPage>(`/${r}/page`, params);
export const getSeries = (r: DataResource, params: { deviceId: string; fields: string; beginTime: string; endTime: string }) =>
  http.get<Series>(`/${r}/series`, params);
export const exportPath = (r: DataResource) => `/${r}/export`;
