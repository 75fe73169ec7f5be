/** The route node a view was rendered for (Iframe reads meta.link; pages may read meta). */
import { createContext, useContext } from 'react';
import type { RouteNode } from '../menuRoutes';

export const RouteNodeContext = createContext<RouteNode | null>(null);

export function useRouteNode(): RouteNode | null {
  return useContext(RouteNodeContext);
}
