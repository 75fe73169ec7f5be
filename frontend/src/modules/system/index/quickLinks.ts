import type { LoginMenu } from '@/api/types';
import type { RouteNode } from '@/app/menuRoutes';
import { buildPathIndex, buildRouteTree, externalHref, isExternal } from '@/app/menuRoutes';

export interface QuickLink {
  path: string;
  title: string;
  /** Opens in a new tab (external menu entries). */
  external: boolean;
}

export interface QuickLinkGroup {
  title: string | null;
  links: QuickLink[];
}

const CONTAINERS = new Set(['PageView', 'RouteView', 'BlankLayout', 'BasicLayout', 'UserLayout']);

function leaves(node: RouteNode): QuickLink[] {
  if (node.hidden) return [];
  const visibleChildren = node.hideChildrenInMenu ? [] : node.children.filter((c) => !c.hidden);
  if (visibleChildren.length > 0) return visibleChildren.flatMap(leaves);
  const external = Boolean(node.meta.target) || isExternal(node.path);
  if (!external && node.component && CONTAINERS.has(node.component)) return [];
  return [{ path: external ? externalHref(node) : node.path, title: node.meta.title, external }];
}

/**
 * The pages of the menu as link groups: one group per visible top-level entry that has pages under it;
 * top-level pages without a group gather in a group without title. A root group at "/" is unwrapped.
 */
export function quickLinkGroups(tree: readonly RouteNode[]): QuickLinkGroup[] {
  const roots = tree.flatMap((n) => (n.path === '/' && !n.hidden && n.children.length ? n.children : [n]));
  const loose: QuickLink[] = [];
  const groups: QuickLinkGroup[] = [];
  for (const node of roots) {
    if (node.hidden) continue;
    const links = leaves(node);
    if (!links.length) continue;
    const isGroup = !node.hideChildrenInMenu && node.children.some((c) => !c.hidden);
    if (isGroup) groups.push({ title: node.meta.title, links });
    else loose.push(...links);
  }
  return loose.length ? [...groups, { title: null, links: loose }] : groups;
}

/** The route path of the first menu page rendered by `component` (e.g. the 我的项目 page), if the menu has one. */
export function pathOfComponent(menus: readonly LoginMenu[], component: string): string | null {
  for (const [path, node] of buildPathIndex(buildRouteTree(menus))) {
    if (node.component === component && !node.hidden) return path;
  }
  return null;
}
