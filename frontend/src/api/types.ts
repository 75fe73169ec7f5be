/** Shapes of the HTTP contract (shared/reference/api-contract.md part A). */
import type { Schema } from '@/api/schema';

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

/** Meta flags only the console's own entries set (staticRoutes): the server's menus never carry them. */
interface ConsoleMenuMeta {
  hideChildren?: boolean;
  keepAlive?: boolean;
  hiddenHeaderContent?: boolean;
}

/** One flat menu entry of getLoginUser.menus / sysMenu/change (Snowy LoginMenuTreeNode), or one the console
 * adds itself (where what the server always sends may be left out). */
export type LoginMenu = Omit<Schema<'LoginMenuNode'>, 'hidden' | 'meta' | 'component' | 'redirect' | 'path'> &
  Partial<Pick<Schema<'LoginMenuNode'>, 'hidden' | 'component' | 'redirect' | 'path'>> & {
    meta: Pick<Schema<'MenuMeta'>, 'title'> & Partial<Schema<'MenuMeta'>> & ConsoleMenuMeta;
  };
export type LoginApp = Schema<'LoginApp'>;
export type LoginEmpInfo = Schema<'LoginEmpInfo'>;
/** `passwordChangeRequired`: an administrator set the password, the console shows only the password change
 * until it is done; `preferences`: per-user layout settings and notification switches stored on the server. */
export type LoginUser = Omit<Schema<'LoginUser'>, 'menus'> & { menus: LoginMenu[] };
export type DictNode = Schema<'DictTreeNode'>;
export type UserProject = Schema<'UserProject'>;
