/**
 * The server's flat menu list -> route tree, menu items and a path index.
 * Pure functions only: the React side (route objects, icons) lives in routeObjects.tsx / icons.ts.
 */
import type { LoginMenu } from '@/api/types';
import { safeUrl } from '@/shared/utils/urls';

export interface RouteMeta {
  title: string;
  icon: string | null;
  show: boolean;
  hideChildren: boolean;
  target: string | null;
  link: string | null;
  keepAlive: boolean;
  hiddenHeaderContent: boolean;
}

export interface RouteNode {
  id: string;
  key: string;
  name: string;
  /** Absolute path ("/sys/user") or an external URL ("https://..."). */
  path: string;
  component: string | null;
  redirect: string | null;
  meta: RouteMeta;
  hidden: boolean;
  hideChildrenInMenu: boolean;
  children: RouteNode[];
  /** Ancestors from the top level down (not including the node itself). */
  parents: RouteNode[];
}

export interface MenuItemData {
  key: string;
  title: string;
  icon: string | null;
  /** External anchor (meta.target set): rendered as <a href target>. */
  external?: { href: string; target: string };
  children?: MenuItemData[];
}

export const isExternal = (path: string): boolean => /^https?:\/\//i.test(path);

/** Joins a parent path and a key; collapses `//` unless the path is a URL. */
export function joinPath(parentPath: string, key: string): string {
  const raw = `${parentPath}/${key}`;
  return isExternal(raw) ? raw : raw.replace(/\/{2,}/g, '/');
}

function normalisePath(path: string): string {
  return isExternal(path) ? path : path.replace(/\/{2,}/g, '/');
}

function toMeta(menu: LoginMenu): RouteMeta {
  const m = menu.meta ?? ({ title: menu.name } as LoginMenu['meta']);
  return {
    title: m.title ?? menu.name,
    icon: m.icon ?? null,
    show: m.show !== false,
    hideChildren: m.hideChildren === true,
    target: m.target ?? null,
    link: m.link ?? null,
    keepAlive: m.keepAlive === true,
    hiddenHeaderContent: m.hiddenHeaderContent === true,
  };
}

/**
 * Builds the route tree: roots are entries whose pid is "0"; children are matched by pid.
 * Entries whose parent is missing are dropped (as the original did): granting a page without its
 * group is a server-side data error, not something to guess around.
 */
export function buildRouteTree(menus: readonly LoginMenu[], rootPid = '0'): RouteNode[] {
  const byPid = new Map<string, LoginMenu[]>();
  for (const m of menus) {
    const pid = String(m.pid ?? rootPid);
    const list = byPid.get(pid);
    if (list) list.push(m);
    else byPid.set(pid, [m]);
  }
  const seen = new Set<string>();
  const build = (pid: string, parentPath: string, parents: RouteNode[]): RouteNode[] =>
    (byPid.get(pid) ?? []).flatMap((menu) => {
      const id = String(menu.id);
      if (seen.has(id)) return [];
      seen.add(id);
      const key = menu.name;
      const meta = toMeta(menu);
      const node: RouteNode = {
        id,
        key,
        name: menu.name,
        // a path that is not http(s) or relative (`javascript:`) would become a link: the key's path instead
        path: safeUrl(menu.path) ? normalisePath(menu.path as string) : joinPath(parentPath, key),
        component: menu.component || null,
        redirect: menu.redirect || null,
        meta,
        hidden: meta.show === false,
        hideChildrenInMenu: meta.hideChildren,
        children: [],
        parents,
      };
      node.children = build(id, node.path, [...parents, node]);
      return [node];
    });
  return build(rootPid, '', []);
}

/** Where an external entry opens: its link (or path) when that is http(s) or relative, else nowhere. */
export function externalHref(node: RouteNode): string {
  return safeUrl(node.meta.link || node.path) ?? 'about:blank';
}

/** Side/top menu items: hidden routes skipped; no submenu when hideChildrenInMenu. */
export function buildMenuItems(nodes: readonly RouteNode[]): MenuItemData[] {
  return nodes
    .filter((n) => !n.hidden)
    .map((n) => {
      const item: MenuItemData = {
        key: n.path,
        title: n.meta.title,
        icon: n.meta.icon && n.meta.icon !== 'none' ? n.meta.icon : null,
      };
      if (n.meta.target) item.external = { href: externalHref(n), target: n.meta.target };
      if (!n.hideChildrenInMenu && !n.meta.target) {
        const children = buildMenuItems(n.children);
        if (children.length) item.children = children;
      }
      return item;
    });
}

/** Every routable (non-external) node by absolute path; the first entry of a path wins. */
export function buildPathIndex(nodes: readonly RouteNode[]): Map<string, RouteNode> {
  const index = new Map<string, RouteNode>();
  const walk = (list: readonly RouteNode[]) => {
    for (const n of list) {
      if (!isExternal(n.path) && !n.meta.target && !index.has(n.path)) index.set(n.path, n);
      walk(n.children);
    }
  };
  walk(nodes);
  return index;
}

/** Where a group path (a node with children or a redirect) should send the user, if anywhere. */
export function redirectTarget(node: RouteNode): string | null {
  if (node.redirect) return node.redirect;
  if (node.component && !['PageView', 'RouteView'].includes(node.component)) return null;
  const first = node.children.find((c) => !isExternal(c.path) && !c.meta.target);
  return first ? (redirectTarget(first) ?? first.path) : null;
}

/** Breadcrumb titles of a node: its ancestors then itself. */
export function breadcrumbOf(node: RouteNode): { path: string; title: string }[] {
  return [...node.parents, node].map((n) => ({ path: n.path, title: n.meta.title }));
}

/**
 * Menu keys to highlight for a path: the nearest node that is visible in the menu (a hidden
 * detail page lights up its visible parent), plus the submenus to open.
 */
export function menuKeysFor(node: RouteNode | undefined): { selected: string[]; open: string[] } {
  if (!node) return { selected: [], open: [] };
  const chain = [...node.parents, node];
  let visible = chain.length - 1;
  for (let i = 0; i < chain.length; i++) {
    if (chain[i].hidden) {
      visible = i - 1;
      break;
    }
    if (chain[i].hideChildrenInMenu) {
      visible = i;
      break;
    }
  }
  if (visible < 0) return { selected: [], open: [] };
  return {
    selected: [chain[visible].path],
    open: chain.slice(0, visible).map((n) => n.path),
  };
}

/** Normalises a location pathname for index look-up ("/a/b/" -> "/a/b"). */
export function normaliseLookupPath(pathname: string): string {
  const p = pathname.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
