/** 主控面板: read-only figures of the dashboards and the account centre (GET /sysDashboard/*). */
import { http } from '@/api/http';

/** `labels[i]` is a local day (`yyyy-MM-dd`) or hour (`yyyy-MM-dd HH`); one value per label. */
export interface SplitSeries {
  labels: string[];
  success: number[];
  failure: number[];
}

export interface NamedCount {
  key: string;
  name: string;
  count: number;
}

export interface FileFigures {
  count: number;
  sizeKb: number;
  bySuffix: { key: string; count: number; sizeKb: number }[];
}

export interface AnalysisData {
  users: { total: number; newThisWeek: number; frozen: number; online: number };
  visits: { today: number; days30: number; failed30: number; series: SplitSeries };
  ops: {
    today: number;
    days30: number;
    failed30: number;
    series: SplitSeries;
    byType: NamedCount[];
    topOperators: NamedCount[];
  };
  notices: { published: number; draft: number; thisMonth: number };
  files: FileFigures;
  projects: number;
}

export interface OpItem {
  id: string;
  name: string | null;
  account: string | null;
  opType: number;
  success: 'Y' | 'N' | string;
  message: string | null;
  url: string | null;
  opTime: string;
}

export interface VisitItem {
  id: string;
  name: string;
  account: string | null;
  success: string;
  message: string | null;
  ip: string | null;
  browser: string | null;
  os: string | null;
  visTime: string;
}

export interface MonitorData {
  onlineSessions: number;
  onlineUsers: number;
  visitsToday: number;
  visitsFailedToday: number;
  opsToday: number;
  opsFailedToday: number;
  hourlyOps: SplitSeries;
  hourlyVisits: SplitSeries;
  browsers: NamedCount[];
  recentFailures: OpItem[];
  recentVisits: VisitItem[];
  files: FileFigures;
}

export interface NoticeItem {
  id: string;
  title: string;
  type: number;
  summary: string;
  publicUserName: string | null;
  publicOrgName: string | null;
  publicTime: string | null;
  /** 0 未读 / 1 已读 for received notices; null for the caller's own. */
  readStatus: number | null;
}

export interface WorkplaceData {
  projectCount: number;
  projects: { id: string; name: string }[];
  unreadNotices: number;
  ops30: number;
  logins30: number;
  myOps: SplitSeries;
  recentOps: OpItem[];
  notices: NoticeItem[];
}

export interface MineData {
  received: NoticeItem[];
  receivedTotal: number;
  unread: number;
  published: NoticeItem[];
  publishedTotal: number;
  /** Screens (menus) the caller can open, per application code. */
  apps: { code: string; screens: number }[];
}

export const getAnalysis = () => http.get<AnalysisData>('/sysDashboard/analysis');
export const getMonitor = () => http.get<MonitorData>('/sysDashboard/monitor');
export const getWorkplace = () => http.get<WorkplaceData>('/sysDashboard/workplace');
export const getMine = () => http.get<MineData>('/sysDashboard/mine');
