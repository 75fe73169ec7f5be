/**
 * Typed calls of the system-administration resources (api-contract part B §4) beyond the generic
 * page/add/edit/delete/detail that the CRUD machinery derives from a resource name.
 */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';
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
export type TreeNode = Schema<'TreeNode'>;
export type SysEmpInfo = Schema<'EmpInfoOut'>;
export type SysUser = Schema<'UserOut'>;
export type SysRole = Schema<'RoleOut'>;
export type SysMenu = Schema<'MenuOut'>;
export type SysOrg = Schema<'OrgOut'>;
export type SysPos = Schema<'PosOut'>;
export type SysApp = Schema<'AppOut'>;
export type SysDictType = Schema<'DictTypeOut'>;
export type SysDictData = Schema<'DictDataOut'>;
/** `superOnly`: security-relevant (who can sign in, what they get), only a super administrator changes it. */
export type SysConfig = Schema<'sitesafe__modules__system__config__schemas__ConfigOut'>;
export type RoleOption = Schema<'RoleOption'>;

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
