/** The signed-in route model: menu tree, path index, menu items and react-router route objects. */
import { Spin } from 'antd';
import { createContext, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router';
import type { LoginMenu } from '@/api/types';
import { DEFAULT_ROUTE } from './config';
import {
  buildMenuItems,
  buildPathIndex,
  buildRouteTree,
  isExternal,
  normaliseLookupPath,
  redirectTarget,
  type MenuItemData,
  type RouteNode,
} from './menuRoutes';
import { useSession } from './session';
import { STATIC_MENUS } from './staticRoutes';
import { getView } from './viewRegistry';
import { RouteNodeContext } from './views/routeNode';

export interface RouteModel {
  tree: RouteNode[];
  index: Map<string, RouteNode>;
  menuItems: MenuItemData[];
  routes: RouteObject[];
}

const WRAPPERS = new Set(['PageView', 'RouteView']);

function ViewHost({ node }: { node: RouteNode }) {
  const name = node.component ?? (node.children.length ? 'RouteView' : null);
  const View = getView(name);
  return (
    <RouteNodeContext.Provider value={node}>
      <Suspense fallback={<PageSpin />}>
        <View />
      </Suspense>
    </RouteNodeContext.Provider>
  );
}

export function PageSpin() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

function toRoutes(node: RouteNode): RouteObject[] {
  if (isExternal(node.path) || node.meta.target) return [];
  const element = <ViewHost node={node} />;
  const children = node.children.flatMap(toRoutes);
  if (!children.length) return [{ path: node.path, element }];
  // Menu children carry absolute paths that need not extend the parent's, so groups are pathless
  // layout routes and the group's own path is a sibling inside them.
  const target = redirectTarget(node);
  const own: RouteObject[] =
    node.path === '/' ? [] : [{ path: node.path, element: target ? <Navigate to={target} replace /> : null }];
  return [{ element, children: [...own, ...children] }];
}

export function buildRouteObjects(tree: readonly RouteNode[]): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={DEFAULT_ROUTE} replace /> },
    ...tree.flatMap(toRoutes),
    { path: '*', element: <Navigate to={DEFAULT_ROUTE} replace /> },
  ];
}

export function buildRouteModel(menus: readonly LoginMenu[]): RouteModel {
  const tree = buildRouteTree([...menus, ...STATIC_MENUS]);
  return {
    tree,
    index: buildPathIndex(tree),
    menuItems: buildMenuItems(tree),
    routes: buildRouteObjects(tree),
  };
}

/** Index look-up by exact path, then by patterns (`/x/:id`) of hidden routes. */
export function lookupNode(index: ReadonlyMap<string, RouteNode>, pathname: string): RouteNode | undefined {
  const path = normaliseLookupPath(pathname);
  const exact = index.get(path);
  if (exact) return exact;
  for (const [pattern, node] of index) {
    if (pattern.includes(':') && matchPath(pattern, path)) return node;
  }
  return undefined;
}

/** Where a path must go before rendering: a group to its first page, unknown to the console. */
export function resolveRedirect(node: RouteNode | undefined, pathname: string): string | null {
  if (!node) return DEFAULT_ROUTE;
  if (!node.redirect && !node.children.length) return null;
  if (node.component && !WRAPPERS.has(node.component) && !node.redirect) return null;
  const target = redirectTarget(node);
  return target && target !== normaliseLookupPath(pathname) ? target : null;
}

const RouteModelContext = createContext<RouteModel>(buildRouteModel([]));

export function RouteModelProvider({ children }: { children: ReactNode }) {
  const menus = useSession((s) => s.menus);
  const model = useMemo(() => buildRouteModel(menus), [menus]);
  return <RouteModelContext.Provider value={model}>{children}</RouteModelContext.Provider>;
}

export function useRouteModel(): RouteModel {
  return useContext(RouteModelContext);
}

export function usePathIndex(): Map<string, RouteNode> {
  return useContext(RouteModelContext).index;
}
