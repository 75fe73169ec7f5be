/** 塔吊数据 / 升降机数据 / 环境数据: one read API per kind (`/craneData/*`, `/liftData/*`, `/environmentData/*`). */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type DataResource = 'craneData' | 'liftData' | 'environmentData';
export type Values = Record<string, number | null>;

export type ReadingRow = Schema<'ReadingRow'>;

export type DeviceLatest = Schema<'DeviceLatest'>;

export type ReadingPage = Schema<'ReadingPage'>;

export interface RangeParams {
  deviceId?: string;
  beginTime: string;
  endTime: string;
  alarmOnly?: boolean;
}

export type SeriesLine = Schema<'SeriesLine'>;

export type Series = Schema<'Series'>;

export const getLatest = (r: DataResource) => http.get<DeviceLatest[]>(`/${r}/latest`);
export const getReadingPage = (r: DataResource, params: RangeParams & { pageNo: number; pageSize: number }) =>
  http.get<ReadingPage>(`/${r}/page`, params);
export const getSeries = (r: DataResource, params: { deviceId: string; fields: string; beginTime: string; endTime: string }) =>
  http.get<Series>(`/${r}/series`, params);
export const exportPath = (r: DataResource) => `/${r}/export`;
