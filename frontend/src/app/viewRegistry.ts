/**
 * Menu `component` strings -> lazily loaded views. Every page is its own chunk; a string nobody
 * registered renders the 404 exception page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DeviceKind } from '@/modules/site/device/paramFields';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders = new Map<string, Loader>();
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function registerView(name: string, loader: Loader): void {
  loaders.set(name, loader);
  cache.delete(name);
}

export function hasView(name: string): boolean {
  return loaders.has(name);
}

export const NOT_FOUND_VIEW = '404';

/** The lazy component of a registered view; unknown names give the 404 page. */
export function getView(name: string | null | undefined): LazyExoticComponent<ComponentType> {
  const key = name && loaders.has(name) ? name : NOT_FOUND_VIEW;
  let view = cache.get(key);
  if (!view) {
    view = lazy(loaders.get(key)!);
    cache.set(key, view);
  }
  return view;
}

const E403: Loader = () => import('@/modules/exception/E403');
const E404: Loader = () => import('@/modules/exception/E404');
const E500: Loader = () => import('@/modules/exception/E500');
const welcome: Loader = () => import('@/modules/system/index/Welcome');

const BUILT_IN: Record<string, Loader> = {
  PageView: () => import('./views/PageView'),
  RouteView: () => import('./views/RouteView'),
  Iframe: () => import('./views/Iframe'),
  Console: welcome,
  'system/index/welcome': welcome,
  'system/machine/index': () => import('@/modules/system/machine/index'),
  'site/project/mine': () => import('@/modules/site/project/Mine'),
  'site/board/index': () => import('@/modules/site/board/index'),
  // site management: projects and their enterprises
  'site/project/index': () => import('@/modules/site/project/index'),
  'site/project/setting': () => import('@/modules/site/project/setting'),
  'site/notice/index': () => import('@/modules/site/notice/index'),
  'site/enterprise/index': () => import('@/modules/site/enterprise/index'),
  'site/enterprise/sub': () => import('@/modules/site/enterprise/sub'),
  // 现场管理 -> 人员管理
  'site/team/index': () => import('@/modules/site/team/index'),
  'site/teamPerson/index': () => import('@/modules/site/teamPerson/index'),
  'site/person/index': () => import('@/modules/site/person/index'),
  'site/worker/index': () => import('@/modules/site/worker/index'),
  'site/craneDriver/index': () => import('@/modules/site/craneDriver/index'),
  'site/liftDriver/index': () => import('@/modules/site/liftDriver/index'),
  // 现场管理 -> 考勤管理
  'site/attendance/index': () => import('@/modules/site/attendance/index'),
  'site/attendance/daily': () => import('@/modules/site/attendance/daily'),
  'site/attendance/monthSheet': () => import('@/modules/site/attendance/monthSheet'),
  'site/deviceFace/index': () => import('@/modules/site/deviceFace/index'),
  // 现场管理 -> 告警管理 (one screen component per category)
  'site/alarm/camera': () => import('@/modules/site/alarm/camera'),
  'site/alarm/channel': () => import('@/modules/site/alarm/channel'),
  'site/alarm/construction': () => import('@/modules/site/alarm/construction'),
  'site/alarm/crane': () => import('@/modules/site/alarm/crane'),
  'site/alarm/environment': () => import('@/modules/site/alarm/environment'),
  'site/alarm/lift': () => import('@/modules/site/alarm/lift'),
  'site/alarm/protection': () => import('@/modules/site/alarm/protection'),
  'site/alarm/notifyRule': () => import('@/modules/site/alarm/notifyRule'),
  // 现场管理 -> 设备管理: one screen component, parameterised by the device kind
  ...Object.fromEntries(
    ['general', 'gateway', 'crane', 'lift', 'environment', 'camera', 'face', 'monitor', 'protection'].map((kind) => [
      `site/device/${kind}`,
      () => import('@/modules/site/device/index').then((m) => ({ default: m.deviceView(kind as DeviceKind) })),
    ]),
  ) as Record<string, Loader>,
  'site/device/channel': () => import('@/modules/site/device/channel'),
  // 现场管理 -> 监测数据 (echarts loads with these screens only)
  'site/craneData/index': () => import('@/modules/site/craneData/index'),
  'site/liftData/index': () => import('@/modules/site/liftData/index'),
  'site/environmentData/index': () => import('@/modules/site/environmentData/index'),
  // 现场管理 -> 管理模块 and 管理工具 (each on the shared ManagePage of site/manage)
  'site/approvalRecord/index': () => import('@/modules/site/approvalRecord/index'),
  'site/assessment/index': () => import('@/modules/site/assessment/index'),
  'site/eventReport/index': () => import('@/modules/site/eventReport/index'),
  'site/surveyEvaluate/index': () => import('@/modules/site/surveyEvaluate/index'),
  'site/evaluateItem/index': () => import('@/modules/site/evaluateItem/index'),
  'site/plan/index': () => import('@/modules/site/plan/index'),
  'site/monthReport/index': () => import('@/modules/site/monthReport/index'),
  'site/journal/index': () => import('@/modules/site/journal/index'),
  'site/weeklyMeeting/index': () => import('@/modules/site/weeklyMeeting/index'),
  'site/inspection/index': () => import('@/modules/site/inspection/index'),
  'site/checkJob/index': () => import('@/modules/site/checkJob/index'),
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
  'system/user/index': () => import('@/modules/system/user/index'),
  'system/role/index': () => import('@/modules/system/role/index'),
  'system/menu/index': () => import('@/modules/system/menu/index'),
  'system/org/index': () => import('@/modules/system/org/index'),
  'system/pos/index': () => import('@/modules/system/pos/index'),
  'pay/alipay/index': () => import('@/modules/pay/alipay/index'),
  'system/tenant/index': () => import('@/modules/system/tenant/index'),
  'system/app/index': () => import('@/modules/system/app/index'),
  'system/dict/index': () => import('@/modules/system/dict/index'),
  'system/config/index': () => import('@/modules/system/config/index'),
  'system/databaseInfo/index': () => import('@/modules/system/databaseInfo/index'),
  'gen/codeGenerate/index': () => import('@/modules/system/codeGenerate/index'),
  'system/formDesign/index': () => import('@/modules/system/formDesign/index'),
  'system/log/oplog': () => import('@/modules/system/log/oplog'),
  'system/log/vislog': () => import('@/modules/system/log/vislog'),
  'system/onlineUser/index': () => import('@/modules/system/onlineUser/index'),
  'system/file/index': () => import('@/modules/system/file/index'),
  'system/notice/index': () => import('@/modules/system/notice/index'),
  'system/noticeReceived/index': () => import('@/modules/system/noticeReceived/index'),
  'system/email/index': () => import('@/modules/system/email/index'),
  'system/sms/index': () => import('@/modules/system/sms/index'),
  'system/timers/index': () => import('@/modules/system/timers/index'),
  'system/dashboard/Analysis': () => import('@/modules/system/dashboard/Analysis'),
  'system/dashboard/Monitor': () => import('@/modules/system/dashboard/Monitor'),
  'system/dashboard/Workplace': () => import('@/modules/system/dashboard/Workplace'),
  // Snowy's file name (its stock client resolves the component by it); the lower-case key of earlier seeds
  'system/dashboard/TestWork': () => import('@/modules/system/dashboard/testWork/index'),
  'system/dashboard/testWork': () => import('@/modules/system/dashboard/testWork/index'),
  Workplace: () => import('@/modules/system/dashboard/Workplace'),
  '403': E403,
  '404': E404,
  '500': E500,
  'exception/403': E403,
  'exception/404': E404,
  'exception/500': E500,
  'system/exception/403': E403,
  'system/exception/404': E404,
  'system/exception/500': E500,
  AccountCenter: () => import('@/modules/account/center/index'),
  AccountSettings: () => import('@/modules/account/settings/index'),
  BaseSettings: () => import('@/modules/account/settings/Base'),
  SecuritySettings: () => import('@/modules/account/settings/Security'),
  CustomSettings: () => import('@/modules/account/settings/Custom'),
  BindingSettings: () => import('@/modules/account/settings/Binding'),
  NotificationSettings: () => import('@/modules/account/settings/Notification'),
};

for (const [name, loader] of Object.entries(BUILT_IN)) registerView(name, loader);

/** Screens generated by 代码生成 into this project (`src/modules/gen/<busName>/index.tsx`), by folder. */
const generated = import.meta.glob<{ default: ComponentType }>('../modules/gen/*/index.tsx');
for (const [path, loader] of Object.entries(generated)) {
  registerView(`gen/${path.split('/').at(-2)}/index`, loader);
}

/** Public (signed-out) pages other than sign-in, which is in the entry chunk for a fast first paint. */
export const PublicViews = {
  Register: lazy(() => import('@/modules/user/Register')),
  RegisterResult: lazy(() => import('@/modules/user/RegisterResult')),
  ChangePassword: lazy(() => import('@/modules/user/ChangePassword')),
  E404: lazy(E404),
};
