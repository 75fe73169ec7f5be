/** Shapes of the HTTP contract (shared/reference/api-contract.md part A). */
export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

export interface PageResult<T> {
  pageNo: number;
  pageSize: number;
  totalPage: number;
  totalRows: number;
  rows: T[];
  /** True when totalRows is the server's estimate (a very large table; counting it would dominate). */
  totalApprox?: boolean;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  [k: string]: unknown;
}

/** One flat menu entry of getLoginUser.menus / sysMenu/change (Snowy LoginMenuTreeNode). */
export interface LoginMenu {
  id: string;
  pid: string;
  name: string;
  component: string | null;
  redirect: string | null;
  path: string | null;
  hidden?: boolean;
  meta: {
    title: string;
    icon?: string | null;
    show?: boolean;
    hideChildren?: boolean;
    target?: string | null;
    link?: string | null;
    keepAlive?: boolean;
    hiddenHeaderContent?: boolean;
  };
}

export interface LoginApp {
  code: string;
  name: string;
  active: boolean;
}

export interface LoginEmpInfo {
  jobNum: string | null;
  orgId: string | null;
  orgName: string | null;
  extOrgPos: { orgCode: string; orgName: string; posCode: string; posName: string }[];
  positions: { posCode: string; posName: string }[];
}

export interface LoginUser {
  id: string;
  account: string;
  nickName: string | null;
  name: string;
  avatar: string | null;
  birthday: string | null;
  sex: number;
  email: string | null;
  phone: string | null;
  tel: string | null;
  adminType: number;
  lastLoginIp: string | null;
  lastLoginTime: string | null;
  lastLoginAddress: string | null;
  lastLoginBrowser: string | null;
  lastLoginOs: string | null;
  loginEmpInfo: LoginEmpInfo;
  /** An administrator set the password: the console shows only the password change until it is done. */
  passwordChangeRequired?: boolean;
  apps: LoginApp[];
  roles: { id: string; code: string; name: string }[];
  permissions: string[];
  menus: LoginMenu[];
  dataScopes: string[];
  tenants: unknown;
  /** Per-user preferences stored on the server (layout, notification switches). */
  preferences?: Record<string, unknown>;
}

export interface DictNode {
  id: string;
  pid: string;
  code: string;
  name: string;
  children: DictNode[];
}

export interface UserProject {
  id: string;
  name: string;
}
