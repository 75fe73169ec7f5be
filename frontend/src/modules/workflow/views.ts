/** The menu components of 工作流 and their lazily loaded screens (found by app/viewRegistry). */
import type { ViewLoaders } from '@/shared/viewLoaders';

export const VIEWS: ViewLoaders = {
  // 工作流 (two spellings of a few screens: workflow/<resource>/index and the inventory's names)
  'workflow/category/index': () => import('@/modules/workflow/category/index'),
  'workflow/model/index': () => import('@/modules/workflow/model/index'),
  'workflow/definition/index': () => import('@/modules/workflow/definition/index'),
  'workflow/form/index': () => import('@/modules/workflow/form/index'),
  'workflow/script/index': () => import('@/modules/workflow/script/index'),
  'workflow/shortcut/index': () => import('@/modules/workflow/shortcut/index'),
  'workflow/draft/index': () => import('@/modules/workflow/draft/index'),
  'workflow/todo/index': () => import('@/modules/workflow/task/todo'),
  'workflow/task/todo': () => import('@/modules/workflow/task/todo'),
  'workflow/done/index': () => import('@/modules/workflow/task/done'),
  'workflow/task/done': () => import('@/modules/workflow/task/done'),
  'workflow/applied/index': () => import('@/modules/workflow/instance/my'),
  'workflow/instance/my': () => import('@/modules/workflow/instance/my'),
  'workflow/my/index': () => import('@/modules/workflow/instance/my'),
  'workflow/instance/index': () => import('@/modules/workflow/instance/index'),
  'workflow/tracking/index': () => import('@/modules/workflow/tracking/index'),
};
