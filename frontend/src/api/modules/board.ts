/** 项目看板: the header's project at a glance (GET /siteBoard/overview). */
import { http } from '@/api/http';

export interface DayCount { date: string; count: number }
export interface KindCount { kind: string; name: string; online: number; total: number }
export interface CategoryCount { category: string; name: string; warning: number; alarm: number; open: number; active: number }
export interface CountItem { key: string; name: string; count: number }

export interface Board {
  projectId: string;
  projectName: string;
  attendance: { present: number; enrolled: number; rate: number; days: DayCount[] };
  devices: { online: number; total: number; kinds: KindCount[] };
  alarms: { open: number; active: number; todayRaised: number; todayHandled: number; categories: CategoryCount[]; days: DayCount[] };
  hazards: {
    open: number; pending: number; reviewing: number; failed: number; overdue: number; closed: number;
    byLevel: CountItem[]; byCategory: CountItem[]; daily: { date: string; created: number; closed: number }[];
  };
  approvals: { running: number; mine: number };
}

export const getBoard = () => http.get<Board>('/siteBoard/overview');
