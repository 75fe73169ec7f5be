/** 主控面板: read-only figures of the dashboards and the account centre (GET /sysDashboard/*). */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

/** `labels[i]` is a local day (`yyyy-MM-dd`) or hour (`yyyy-MM-dd HH`); one value per label. */
export type SplitSeries = Schema<'DailySeries'>;

export type NamedCount = Schema<'NamedCount'>;

export type FileFigures = Schema<'FileFigures'>;

export type AnalysisData = Schema<'AnalysisOut'>;

export type OpItem = Schema<'OpItem'>;

export type VisitItem = Schema<'VisitItem'>;

export type MonitorData = Schema<'sitesafe__modules__system__dashboard__schemas__MonitorOut'>;

export type NoticeItem = Schema<'NoticeItem'>;

export type WorkplaceData = Schema<'WorkplaceOut'>;

export type MineData = Schema<'MineOut'>;

export const getAnalysis = () => http.get<AnalysisData>('/sysDashboard/analysis');
export const getMonitor = () => http.get<MonitorData>('/sysDashboard/monitor');
export const getWorkplace = () => http.get<WorkplaceData>('/sysDashboard/workplace');
export const getMine = () => http.get<MineData>('/sysDashboard/mine');
