/** 项目看板: the header's project at a glance (GET /siteBoard/overview). */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type DayCount = Schema<'DayCount'>;
export type KindCount = Schema<'DeviceCount'>;
export type CategoryCount = Schema<'CategoryCount'>;
export type CountItem = Schema<'CountItem'>;

export type Board = Schema<'BoardOut'>;

export const getBoard = () => http.get<Board>('/siteBoard/overview');
