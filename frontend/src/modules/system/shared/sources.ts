/** Option sources of the system screens (cached by react-query under their keys). */
import { unwrap } from '@/api/modules/result';
import { getAppList, getMenuTree, getOrgTree, getPosList, getRoleDropDown, type TreeNode } from '@/api/modules/sys';
import type { Option, OptionSource, TreeOption } from '@/shared/crud';
import { T } from './texts';

export const ORG_TREE_KEY = ['sysOrg', 'tree'] as const;
export const MENU_TREE_KEY = ['sysMenu', 'tree'] as const;
export const APP_LIST_KEY = ['sysApp', 'list'] as const;

/** A server tree as picker nodes (value = id). */
export function toTreeOptions(nodes: readonly TreeNode[] | null | undefined): TreeOption[] {
  return (nodes ?? []).map((n) => ({
    id: n.id,
    parentId: n.parentId,
    value: String(n.value ?? n.id),
    title: n.title,
    children: n.children?.length ? toTreeOptions(n.children) : undefined,
  }));
}

/** The tree under a synthetic root 顶级 (value '0'), for parent pickers. */
export function withTopRoot(nodes: TreeOption[]): TreeOption[] {
  return [{ id: '-1', parentId: '0', value: '0', title: T.top, children: nodes }];
}

export const orgTreeSource: OptionSource<TreeOption> = {
  queryKey: ORG_TREE_KEY,
  load: async () => toTreeOptions(await unwrap(getOrgTree())),
};

export const orgParentSource: OptionSource<TreeOption> = {
  queryKey: [...ORG_TREE_KEY, 'withTop'],
  load: async () => withTopRoot(toTreeOptions(await unwrap(getOrgTree()))),
};

export const posSource: OptionSource<Option> = {
  queryKey: ['sysPos', 'list'],
  load: async () => (await unwrap(getPosList())).map((p) => ({ value: p.id, label: p.name })),
};

export const roleSource: OptionSource<Option> = {
  queryKey: ['sysRole', 'dropDown'],
  load: async () => (await unwrap(getRoleDropDown())).map((r) => ({ value: r.id, label: r.name })),
};

export const appSource: OptionSource<Option> = {
  queryKey: APP_LIST_KEY,
  load: async () => (await unwrap(getAppList())).map((a) => ({ value: a.code, label: a.name })),
};

/** Directories and menus of the form's application under 顶级 (parent picker of a menu). */
export const menuParentSource: OptionSource<TreeOption> = {
  queryKey: MENU_TREE_KEY,
  deps: ['application'],
  load: async ({ application }) =>
    withTopRoot(toTreeOptions(await unwrap(getMenuTree(typeof application === 'string' ? application : undefined)))),
};
