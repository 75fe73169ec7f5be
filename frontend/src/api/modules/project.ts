/**
 * Typed calls of 项目 and its settings beyond the generic CRUD ones. A project's own calls name it by
 * `projectId` explicitly, so they act on that project whatever the header has chosen.
 */
import { http } from '@/api/http';
import type { UserProject } from '@/api/types';
import type { Audited, TreeNode } from './sys';

/** The projects the signed-in user belongs to. */
export const getUserProjects = () => http.get<UserProject[]>('/project/getUserProjects');

export interface Project extends Audited {
  name: string;
  code: string;
  permitNo: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
  type: string | null;
  stage: number;
  planStart: string | null;
  planEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  contractAmount: number | null;
  area: number | null;
  ownerUnit: string | null;
  contractorUnit: string | null;
  supervisorUnit: string | null;
  managerId: string | null;
  managerName: string | null;
  safetyOfficerId: string | null;
  safetyOfficerName: string | null;
  sort: number;
  remark: string | null;
  version?: number;
}

export interface ProjectMember {
  id: string;
  projectId: string;
  userId: string;
  account: string;
  name: string;
  phone: string | null;
  projectRole: string | null;
  departmentId: string | null;
  departmentName: string | null;
  createTime: string | null;
}

export interface ProjectDepartment extends Audited {
  projectId: string;
  pid: string;
  name: string;
  code: string | null;
  leader: string | null;
  phone: string | null;
  sort: number;
  remark: string | null;
  version?: number;
  children?: ProjectDepartment[];
}

export interface ProjectNotice extends Audited {
  projectId: string;
  title: string;
  content: string;
  top: boolean;
  state: number;
  publishTime: string | null;
  version?: number;
}

export interface Enterprise extends Audited {
  projectId: string;
  category: number;
  name: string;
  uscc: string;
  role: string | null;
  roleName: string | null;
  parentId: string | null;
  parentName: string | null;
  qualification: string | null;
  contractNo: string | null;
  contractAmount: number | null;
  workScope: string | null;
  legalPerson: string | null;
  contact: string | null;
  contactPhone: string | null;
  address: string | null;
  entryDate: string | null;
  exitDate: string | null;
  remark: string | null;
  version?: number;
}

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
