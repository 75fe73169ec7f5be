/** 定时任务 (api-contract part B §4.14) beyond the generic page/add/edit/delete/detail. */
import { http } from '@/api/http';
import type { PageQuery, PageResult } from '@/api/types';
import type { Audited } from './sys';

export const JOB_RUNNING = 1;
export const JOB_STOPPED = 2;

export interface SysTimer extends Audited {
  timerName: string;
  actionClass: string;
  cron: string;
  /** 1 运行, 2 停止 */
  jobStatus: number;
  remark: string | null;
  /** The job class's Chinese name (null when the class is no longer provided). */
  actionName: string | null;
  nextFireTime: string | null;
  lastFireTime: string | null;
  /** Y / N of the latest run, null while it runs. */
  lastSuccess: string | null;
  version?: number;
}

/** A job class the server provides. */
export interface ActionClass {
  actionClass: string;
  name: string;
  description: string;
  /** A suggested schedule. */
  cron: string;
}

/** One run of a timer; `success` is null while it runs. */
export interface TimerRun {
  id: string;
  timerId: string;
  timerName: string;
  actionClass: string;
  fireTime: string;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  success: string | null;
  message: string | null;
  node: string;
}

export const getActionClasses = () => http.get<ActionClass[]>('/sysTimers/getActionClasses');
export const startTimer = (id: string) => http.post<null>('/sysTimers/start', { id });
export const stopTimer = (id: string) => http.post<null>('/sysTimers/stop', { id });
export const getNextFireTimes = (cron: string) => http.get<string[]>('/sysTimers/nextFireTimes', { cron });
export const getTimerRuns = (query: PageQuery & { timerId?: string; success?: string }) =>
  http.get<PageResult<TimerRun>>('/sysTimerLog/page', query);
