/** 安全检查 and 检查任务 beyond the management core: rectification, review, history, the board's figures,
 * the hazard category tree, and switching a check job on or off. */
import { http } from '@/api/http';
import type { TreeNode } from './sys';
import type { ApproveStatus } from './manage';
import type { ProjectMember } from './project';
import type { Narrowed, Schema } from '@/api/schema';

export type RectifyStatus = 'none' | 'pending' | 'reviewing' | 'passed' | 'failed';

export type Inspection = Narrowed<
  Schema<'InspectionOut'>,
  { approveStatus: ApproveStatus; rectifyStatus: RectifyStatus; result: 'pass' | 'fail' }
>;

export type InspectionLog = Schema<'LogOut'>;

export type CountItem = Schema<'CountItem'>;

/** The project board's figures of hidden dangers. */
export type InspectionStats = Schema<'StatsOut'>;

export type HazardCategory = Schema<'sitesafe__modules__site__inspection__category__CategoryOut'>;

export type CheckJob = Narrowed<Schema<'CheckJobOut'>, { approveStatus: ApproveStatus }>;

export type RectifyBody = Schema<'RectifyBody'>;

export type ReviewBody = Schema<'ReviewBody'>;

export const rectifyInspection = (body: RectifyBody) => http.post<null>('/siteInspection/rectify', body);
export const reviewInspection = (body: ReviewBody) => http.post<null>('/siteInspection/review', body);
export const getInspectionLogs = (id: string) => http.get<InspectionLog[]>('/siteInspection/logs', { id });
export const getInspectionStats = () => http.get<InspectionStats>('/siteInspection/stats');
export const getHazardTree = () => http.get<TreeNode[]>('/siteHazardCategory/tree');
export const getCheckJobList = () => http.get<CheckJob[]>('/siteCheckJob/list');
export const enableCheckJob = (id: string, enabled: boolean) => http.post<null>('/siteCheckJob/enable', { id, enabled });
/** The members of the header's project (checkers and responsible people are picked among them). */
export const getMemberOptions = () => http.get<ProjectMember[]>('/project/memberList');
