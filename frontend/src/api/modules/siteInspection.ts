/** 安全检查 and 检查任务 beyond the management core: rectification, review, history, the board's figures,
 * the hazard category tree, and switching a check job on or off. */
import { http } from '@/api/http';
import type { TreeNode } from './sys';
import type { ManageRow } from './manage';
import type { ProjectMember } from './project';

export type RectifyStatus = 'none' | 'pending' | 'reviewing' | 'passed' | 'failed';

export interface Inspection extends ManageRow {
  checkDate: string;
  checkType: string;
  checkTypeName: string | null;
  checkerIds: string[];
  checkerNames: string[];
  checkUnit: string | null;
  location: string;
  categoryId: string | null;
  categoryName: string | null;
  level: string | null;
  levelName: string | null;
  result: 'pass' | 'fail';
  problemDesc: string | null;
  requirement: string | null;
  deadline: string | null;
  responsibleEnterpriseId: string | null;
  responsibleEnterpriseName: string | null;
  responsibleUserId: string | null;
  responsibleUserName: string | null;
  checkPhotos: string[];
  checkJobId: string | null;
  checkJobName: string | null;
  remark: string | null;
  rectifyStatus: RectifyStatus;
  rectifyStatusName: string | null;
  rectifyDesc: string | null;
  rectifyDate: string | null;
  rectifyPhotos: string[];
  reviewerId: string | null;
  reviewerName: string | null;
  reviewOpinion: string | null;
  reviewDate: string | null;
  reviewPhotos: string[];
  overdue: boolean;
}

export interface InspectionLog {
  id: string;
  action: 'check' | 'rectify' | 'pass' | 'fail';
  actionName: string;
  userId: string | null;
  userName: string | null;
  time: string;
  content: string | null;
  photos: string[];
}

export interface CountItem {
  key: string;
  name: string;
  count: number;
}

/** The project board's figures of hidden dangers. */
export interface InspectionStats {
  open: number;
  pending: number;
  reviewing: number;
  failed: number;
  overdue: number;
  closed: number;
  byLevel: CountItem[];
  byCategory: CountItem[];
  daily: { date: string; created: number; closed: number }[];
}

export interface HazardCategory {
  id: string;
  pid: string;
  name: string;
  code: string | null;
  sort: number;
  remark: string | null;
  status: number;
  version: number | null;
  children?: HazardCategory[];
}

export interface CheckJob extends ManageRow {
  name: string;
  checkType: string;
  checkTypeName: string | null;
  checkerIds: string[];
  checkerNames: string[];
  cycle: 'once' | 'daily' | 'weekly' | 'monthly';
  cycleName: string | null;
  startDate: string;
  endDate: string | null;
  content: string | null;
  enabled: boolean;
  remark: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** Whether an inspection of the job is dated in the current period (null: no current period). */
  done: boolean | null;
  nextDueDate: string | null;
}

export interface RectifyBody {
  id: string;
  rectifyDesc: string;
  rectifyDate?: string | null;
  rectifyPhotos: string[];
}

export interface ReviewBody {
  id: string;
  pass: boolean;
  opinion?: string | null;
  reviewDate?: string | null;
  photos: string[];
}

export const rectifyInspection = (body: RectifyBody) => http.post<null>('/siteInspection/rectify', body);
export const reviewInspection = (body: ReviewBody) => http.post<null>('/siteInspection/review', body);
export const getInspectionLogs = (id: string) => http.get<InspectionLog[]>('/siteInspection/logs', { id });
export const getInspectionStats = () => http.get<InspectionStats>('/siteInspection/stats');
export const getHazardTree = () => http.get<TreeNode[]>('/siteHazardCategory/tree');
export const getCheckJobList = () => http.get<CheckJob[]>('/siteCheckJob/list');
export const enableCheckJob = (id: string, enabled: boolean) => http.post<null>('/siteCheckJob/enable', { id, enabled });
/** The members of the header's project (checkers and responsible people are picked among them). */
export const getMemberOptions = () => http.get<ProjectMember[]>('/project/memberList');
