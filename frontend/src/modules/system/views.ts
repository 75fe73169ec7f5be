/** The menu components of 系统应用 (and 开发管理, 表单设计, the dashboards) and their lazily loaded screens (found by app/viewRegistry). */
import type { ViewLoaders } from '@/shared/viewLoaders';

const welcome = () => import('@/modules/system/index/Welcome');

export const VIEWS: ViewLoaders = {
  Console: welcome,
  'system/index/welcome': welcome,
  'system/machine/index': () => import('@/modules/system/machine/index'),
  'system/user/index': () => import('@/modules/system/user/index'),
  'system/role/index': () => import('@/modules/system/role/index'),
  'system/menu/index': () => import('@/modules/system/menu/index'),
  'system/org/index': () => import('@/modules/system/org/index'),
  'system/pos/index': () => import('@/modules/system/pos/index'),
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
};
