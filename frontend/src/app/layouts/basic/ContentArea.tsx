import { Activity, useEffect, useRef } from 'react';
import { Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { DEFAULT_ROUTE, windowTitle } from '@/app/config';
import { useCurrentProject } from '@/app/currentProject';
import { useLayoutSettings } from '@/app/layoutSettings';
import { normaliseLookupPath } from '@/app/menuRoutes';
import { lookupNode, resolveRedirect, useRouteModel } from '@/app/routeModel';
import type { Tab } from '@/app/tabs';
import { useTabs } from '@/app/tabsStore';
import { PageErrorBoundary } from './PageErrorBoundary';

function KeptPage({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/**
 * Looks the current path up in the route index and renders its view. With multi-tab on (or a
 * keepAlive route) the other open pages stay mounted but hidden, keeping their state. Choosing another
 * project in the header mounts every page afresh, so each loads the new project's data.
 */
export function ContentArea() {
  const location = useLocation();
  const { index, routes } = useRouteModel();
  const multiTab = useLayoutSettings((s) => s.multiTab);
  const tabs = useTabs((s) => s.tabs);
  const cached = useTabs((s) => s.cached);
  const locations = useRef(new Map<string, Location>());
  const projectId = useCurrentProject((s) => s.projectId);

  const path = normaliseLookupPath(location.pathname);
  const node = path === '/' ? undefined : lookupNode(index, path);
  const redirect = path === '/' ? DEFAULT_ROUTE : resolveRedirect(node, path);
  const title = node?.meta.title;
  const fullPath = path + location.search;
  const keepAlive = node?.meta.keepAlive ?? false;

  useEffect(() => {
    if (redirect || !title) return;
    useTabs.getState().visit({ key: path, fullPath, title }, { multiTab, keepAlive });
  }, [redirect, path, fullPath, title, multiTab, keepAlive]);

  useEffect(() => {
    if (!redirect) document.title = windowTitle(title);
  }, [redirect, title]);

  useEffect(() => {
    useTabs.getState().retain((key) => Boolean(lookupNode(index, key)));
  }, [index]);

  if (redirect) return <Navigate to={redirect} replace />;

  locations.current.set(path, location);
  const kept: Tab[] = multiTab ? tabs : cached;
  const current: Tab = { key: path, fullPath, title: title ?? '' };
  const pages = kept.some((t) => t.key === path) ? kept : [...kept, current];
  for (const key of locations.current.keys()) {
    if (!pages.some((t) => t.key === key)) locations.current.delete(key);
  }
  return (
    <>
      {pages.map((t) => (
        <Activity key={`${t.key}@${projectId ?? ''}`} mode={t.key === path ? 'visible' : 'hidden'}>
          <PageErrorBoundary>
            <KeptPage routes={routes} location={locations.current.get(t.key) ?? location} />
          </PageErrorBoundary>
        </Activity>
      ))}
    </>
  );
}
