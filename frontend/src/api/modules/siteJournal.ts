/** 施工日志's own endpoint: the day's attendance by trade, to prefill 工种及人数. */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type Headcount = Schema<'HeadcountOut'>;

export type HeadcountDay = Schema<'HeadcountDay'>;

export const getJournalHeadcount = (date: string) => http.get<HeadcountDay>('/siteJournal/headcount', { date });
