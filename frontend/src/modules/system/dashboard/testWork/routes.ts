/** The pages a user may open as a tab: every routable menu page (no groups, hidden or parameterised routes). */
import type { RouteNode } from '@/app/menuRoutes';

export interface RouteOption {
  value: string;
  label: string;
}

const GROUPS = new Set(['PageView', 'RouteView']);

export function routeOptions(index: ReadonlyMap<string, RouteNode>): RouteOption[] {
  const out: RouteOption[] = [];
  for (const [path, node] of index) {
    if (path.includes(':') || node.hidden || node.children.length || !node.component || GROUPS.has(node.component)) continue;
    const trail = [...node.parents.map((p) => p.meta.title), node.meta.title].join(' / ');
    out.push({ value: path, label: trail });
  }
  return out;
}
