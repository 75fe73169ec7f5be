/** 定时任务 (api-contract part B §4.14) beyond the generic page/add/edit/delete/detail. */
import { http } from '@/api/http';
import type { PageQuery, PageResult } from '@/api/types';
import type { Schema } from '@/api/schema';

export const JOB_RUNNING = 1;
export const JOB_STOPPED = 2;

export type SysTimer = Schema<'TimerOut'>;

/** A job class the server provides. */
export type ActionClass = Schema<'ActionClassOut'>;

/** One run of a timer; `success` is null while it runs. */
export type TimerRun = Schema<'TimerLogOut'>;

export const getActionClasses = () => http.get<ActionClass[]>('/sysTimers/getActionClasses');
export const startTimer = (id: string) => http.post<null>('/sysTimers/start', { id });
export const stopTimer = (id: string) => http.post<null>('/sysTimers/stop', { id });
export const getNextFireTimes = (cron: string) => http.get<string[]>('/sysTimers/nextFireTimes', { cron });
export const getTimerRuns = (query: PageQuery & { timerId?: string; success?: string }) =>
  http.get<PageResult<TimerRun>>('/sysTimerLog/page', query);
