/** 管理工具: evaluate items (the options of 考核 and 问卷评价), 问卷评价's answer and result endpoints. */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type EvaluateItem = Schema<'EvaluateItemOut'>;

/** An item as scores and surveys show it. */
export type ItemBrief = Schema<'ItemBrief'>;

export type AnswerScore = Schema<'AnswerScore'>;

export interface SurveyResultItem extends ItemBrief {
  average: number | null;
  answerCount: number;
}

export type SurveyResult = Schema<'SurveyResult'>;

export interface SubEnterprise {
  id: string;
  name: string;
}

/** The project's evaluate items (all of them: a disabled one still names old scores). */
export const getEvaluateItems = () => http.get<EvaluateItem[]>('/siteEvaluateItem/list');
export const getSubEnterprises = () => http.get<SubEnterprise[]>('/subEnterprise/list');
export const answerSurvey = (surveyId: string, scores: AnswerScore[], comment: string | null) =>
  http.post<null>('/siteSurveyEvaluate/answer', { surveyId, scores, comment });
export const getSurveyResult = (id: string) => http.get<SurveyResult>('/siteSurveyEvaluate/result', { id });
