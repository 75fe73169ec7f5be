/** 进度计划 and 月报 beyond the management core: the plan's node tree, its progress, a month's plan summary. */
import { http } from '@/api/http';
import type { PageResult } from '@/api/types';
import type { ApproveStatus } from './manage';
import type { ProjectMember } from './project';
import type { Narrowed, Schema } from '@/api/schema';

export type NodeStatus = 'not_started' | 'in_progress' | 'done' | 'delayed';

export type SitePlan = Narrowed<Schema<'PlanOut'>, { approveStatus: ApproveStatus }>;

/** A plan node; a parent's actual dates, progress and status are summed up from its children. */
export type PlanNode = Schema<'sitesafe__modules__site__plan__schemas__NodeOut'>;

export interface NodeBody {
  parentId: string;
  name: string;
  sort: number;
  planStart: string;
  planEnd: string;
  keyNode: boolean;
  responsibleIds: string[];
  location: string | null;
}

export type ProgressBody = Schema<'NodeProgress'>;

export type PlanSummary = Schema<'PlanSummaryOut'>;

export const getNodeTree = (planId: string) => http.get<PlanNode[]>('/sitePlan/nodeTree', { planId });
export const addNode = (planId: string, body: NodeBody) => http.post<string>('/sitePlan/nodeAdd', { ...body, planId });
export const editNode = (id: string, version: number | null, body: NodeBody) =>
  http.post<null>('/sitePlan/nodeEdit', { ...body, id, version });
export const deleteNode = (id: string) => http.post<null>('/sitePlan/nodeDelete', { id });
export const reportProgress = (body: ProgressBody) => http.post<null>('/sitePlan/nodeProgress', body);

/** The project's plans, for the month report's 关联进度计划. */
export const getPlanOptions = () => http.get<PageResult<SitePlan>>('/sitePlan/page', { pageSize: 100 });
export const getPlanSummary = (month: string, planId: string) =>
  http.get<PlanSummary>('/siteMonthReport/planSummary', { month, planId });

export const getPlan = (id: string) => http.get<SitePlan>('/sitePlan/detail', { id });
/** The current project's members (the header's project is sent by the http client). */
export const getProjectMembers = () => http.get<ProjectMember[]>('/project/memberList');
