/**
 * Typed calls of the system-administration resources (api-contract part B §4) beyond the generic
 * page/add/edit/delete/detail that the CRUD machinery derives from a resource name.
 */
import { http } from '@/api/http';
import type { DictNode } from '@/api/types';

/** Audit columns of every system row (`updateTime` is sent back with an edit for concurrency). */
export interface Audited {
  id: string;
  status?: number;
  createTime?: string | null;
  createUser?: string | null;
  updateTime?: string | null;
  updateUser?: string | null;
}

/** AntdBaseTreeNode / MenuBaseTreeNode of /sysOrg/tree, /sysMenu/tree, /sysMenu/treeForGrant. */
export interface TreeNode {
  id: string;
  parentId: string;
  pid?: string;
  title: string;
  value: string;
  weight?: number;
  children: TreeNode[];
}

export interface SysEmpInfo {
  jobNum: string | null;
  orgId: string | null;
  orgName: string | null;
  extOrgPos?: { orgId: string; orgCode: string; orgName: string; posId: string; posCode: string; posName: string }[] | null;
  positions?: { posId: string; posCode: string; posName: string }[] | null;
}

export interface SysUser extends Audited {
  account: string;
  nickName: string | null;
  name: string;
  avatar: string | null;
  birthday: string | null;
  sex: number;
  email: string | null;
  phone: string | null;
  tel: string | null;
  status: number;
  sysEmpInfo: SysEmpInfo | null;
}

export interface SysRole extends Audited {
  name: string;
  code: string;
  sort: number;
  dataScopeType: number;
  remark: string | null;
}

export interface SysMenu extends Audited {
  pid: string;
  pids?: string;
  name: string;
  code: string;
  type: number;
  icon: string | null;
  router: string | null;
  component: string | null;
  permission: string | null;
  application: string;
  openType: number;
  visible: 'Y' | 'N';
  link: string | null;
  redirect: string | null;
  weight: number;
  sort: number;
  remark: string | null;
  children?: SysMenu[];
}

export interface SysOrg extends Audited {
  pid: string;
  pids?: string;
  name: string;
  code: string;
  sort: number;
  remark: string | null;
}

export interface SysPos extends Audited {
  name: string;
  code: string;
  sort: number;
  remark: string | null;
}

export interface SysApp extends Audited {
  name: string;
  code: string;
  active: 'Y' | 'N';
}

export interface SysDictType extends Audited {
  name: string;
  code: string;
  sort: number;
  remark: string | null;
}

export interface SysDictData extends Audited {
  typeId: string;
  value: string;
  code: string;
  sort: number;
  remark: string | null;
}

export interface SysConfig extends Audited {
  name: string;
  code: string;
  value: string;
  sysFlag: 'Y' | 'N';
  groupCode: string;
  remark: string | null;
  /** Security-relevant (who can sign in, what they get): only a super administrator changes it. */
  superOnly: boolean;
}

export interface RoleOption {
  id: string;
  code: string;
  name: string;
}

// 机构
export const getOrgTree = () => http.get<TreeNode[]>('/sysOrg/tree');
// 职位
export const getPosList = () => http.get<SysPos[]>('/sysPos/list');
// 应用
export const getAppList = () => http.get<SysApp[]>('/sysApp/list');
export const setAppAsDefault = (id: string) => http.post<null>('/sysApp/setAsDefault', { id });
// 用户
export const changeUserStatus = (id: string, status: number) => http.post<null>('/sysUser/changeStatus', { id, status });
export const resetUserPwd = (id: string) => http.post<null>('/sysUser/resetPwd', { id });
export const getUserOwnRole = (id: string) => http.get<string[]>('/sysUser/ownRole', { id });
export const grantUserRole = (id: string, grantRoleIdList: string[]) => http.post<null>('/sysUser/grantRole', { id, grantRoleIdList });
export const getUserOwnData = (id: string) => http.get<string[]>('/sysUser/ownData', { id });
export const grantUserData = (id: string, grantOrgIdList: string[]) => http.post<null>('/sysUser/grantData', { id, grantOrgIdList });
// 角色
export const getRoleDropDown = () => http.get<RoleOption[]>('/sysRole/dropDown');
export const getRoleOwnMenu = (id: string) => http.get<string[]>('/sysRole/ownMenu', { id });
export const grantRoleMenu = (id: string, grantMenuIdList: string[]) => http.post<null>('/sysRole/grantMenu', { id, grantMenuIdList });
export const getRoleOwnData = (id: string) => http.get<string[]>('/sysRole/ownData', { id });
export const grantRoleData = (id: string, dataScopeType: number, grantOrgIdList: string[]) =>
  http.post<null>('/sysRole/grantData', { id, dataScopeType, grantOrgIdList });
// 菜单
export const getMenuTree = (application?: string) => http.get<TreeNode[]>('/sysMenu/tree', application ? { application } : {});
export const getMenuTreeForGrant = (application: string) => http.get<TreeNode[]>('/sysMenu/treeForGrant', { application });
// 字典 / 通用状态
export const getDictTree = () => http.get<DictNode[]>('/sysDictType/tree');
export const changeStatus = (name: string, id: string, status: number) => http.post<null>(`/${name}/changeStatus`, { id, status });
