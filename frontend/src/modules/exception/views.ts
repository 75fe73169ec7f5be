/** The menu components of the exception pages and their lazily loaded screens (found by app/viewRegistry). */
import type { ViewLoaders } from '@/shared/viewLoaders';

const E403 = () => import('@/modules/exception/E403');
const E404 = () => import('@/modules/exception/E404');
const E500 = () => import('@/modules/exception/E500');

export const VIEWS: ViewLoaders = {
  '403': E403,
  '404': E404,
  '500': E500,
  'exception/403': E403,
  'exception/404': E404,
  'exception/500': E500,
  'system/exception/403': E403,
  'system/exception/404': E404,
  'system/exception/500': E500,
};
