/** The menu components of 现场管理 and their lazily loaded screens (found by app/viewRegistry). */
import type { DeviceKind } from '@/modules/site/device/paramFields';
import type { ViewLoaders } from '@/shared/viewLoaders';

export const VIEWS: ViewLoaders = {
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
  ) as ViewLoaders,
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
};
