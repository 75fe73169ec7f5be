/**
 * Typed calls of 项目 and its settings beyond the generic CRUD ones. A project's own calls name it by
 * `projectId` explicitly, so they act on that project whatever the header has chosen.
 */
import { http } from '@/api/http';
import type { UserProject } from '@/api/types';
import type { TreeNode } from './sys';
import type { Schema } from '@/api/schema';

/** The projects the signed-in user belongs to. */
export const getUserProjects = () => http.get<UserProject[]>('/project/getUserProjects');

export type Project = Schema<'ProjectOut'>;

export type ProjectMember = Schema<'MemberOut'>;

export type ProjectDepartment = Schema<'DepartmentOut'>;

export type ProjectNotice = Schema<'ProjectNoticeOut'>;

export type Enterprise = Schema<'EnterpriseOut'>;

export type Values = Record<string, unknown>;

const inProject = (projectId: string) => ({ projectId });

export const getMembers = (projectId: string) => http.get<ProjectMember[]>('/project/memberList', inProject(projectId));
export const addMember = (projectId: string, body: { userId: string; projectRole?: string | null; departmentId?: string | null }) =>
  http.post<null>('/project/addMember', { ...body, projectId });
export const removeMember = (projectId: string, userId: string) => http.post<null>('/project/removeMember', { userId, projectId });

export const getDepartmentTree = (projectId: string) => http.get<TreeNode[]>('/projectDepartment/tree', inProject(projectId));
export const deleteDepartment = (projectId: string, id: string) => http.post<null>('/projectDepartment/delete', { id, projectId });

/** One of the per-project settings: where it is read and where it is saved. */
export interface SettingCalls {
  read: string;
  save: string;
}

export const SETTINGS = {
  jgw: { read: '/project/getJgw', save: '/project/jgw' },
  monitor: { read: '/project/getMonitor', save: '/project/monitor' },
  environment: { read: '/project/getEnvironment', save: '/project/setEnvironment' },
  site: { read: '/projectSetting/detail', save: '/projectSetting/save' },
} as const satisfies Record<string, SettingCalls>;

export const readSetting = (calls: SettingCalls, projectId: string) => http.get<Values>(calls.read, inProject(projectId));
export const saveSetting = (calls: SettingCalls, projectId: string, body: Values) => http.post<null>(calls.save, { ...body, projectId });

export const issueProject = (projectId: string) => http.post<{ count: number; issuedTime: string }>('/project/issue', inProject(projectId));

export const publishNotice = (id: string) => http.post<null>('/projectNotice/publish', { id });
export const withdrawNotice = (id: string) => http.post<null>('/projectNotice/withdraw', { id });

export const getEnterpriseList = () => http.get<Enterprise[]>('/projectEnterprise/list');
