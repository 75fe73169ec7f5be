/** 管理工具: evaluate items (the options of 考核 and 问卷评价), 问卷评价's answer and result endpoints. */
import { http } from '@/api/http';

export interface EvaluateItem {
  id: string;
  projectId: string;
  name: string;
  category: string;
  categoryName: string | null;
  maxScore: number;
  criteria: string | null;
  sort: number;
  status: number;
  createTime?: string | null;
  version?: number;
}

/** An item as scores and surveys show it. */
export interface ItemBrief {
  id: string;
  name: string;
  category: string;
  categoryName: string | null;
  maxScore: number;
}

export interface AnswerScore {
  itemId: string;
  score: number;
}

export interface SurveyResultItem extends ItemBrief {
  average: number | null;
  answerCount: number;
}

export interface SurveyResult {
  surveyId: string;
  title: string;
  surveyStatus: string;
  answerCount: number;
  averageTotal: number | null;
  items: SurveyResultItem[];
}

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
