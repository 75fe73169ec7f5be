/** 施工日志's own endpoint: the day's attendance by trade, to prefill 工种及人数. */
import { http } from '@/api/http';

export interface Headcount {
  workType: string;
  workTypeName?: string | null;
  count: number;
}

export interface HeadcountDay {
  date: string;
  total: number;
  headcounts: Headcount[];
}

export const getJournalHeadcount = (date: string) => http.get<HeadcountDay>('/siteJournal/headcount', { date });
