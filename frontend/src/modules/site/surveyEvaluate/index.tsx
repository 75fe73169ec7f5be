import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ItemBrief } from '@/api/modules/manageTool';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { itemSource } from '../evaluateItem/sources';
import { RequireProject } from '../shared/RequireProject';
import { AnswerModal } from './AnswerModal';
import { ResultModal } from './ResultModal';
import { T } from './texts';

export interface Survey {
  id: string;
  projectId: string;
  title: string;
  target: string;
  startDate: string;
  endDate: string;
  surveyStatus: 'draft' | 'open' | 'closed';
  surveyStatusName: string | null;
  description: string | null;
  itemIds: string[];
  items: ItemBrief[];
  answerCount: number;
  answered: boolean;
  createUserName: string | null;
  createTime?: string | null;
  version?: number;
}

const DAY = 'YYYY-MM-DD';
const STATUS_COLORS: Record<string, string> = { draft: 'default', open: 'green', closed: 'orange' };

/** 问卷评价: a survey over the project's evaluate items, answered once per person while open and in its dates. */
export const surveyDef: ResourceDef<Survey> = {
  name: 'siteSurveyEvaluate',
  title: T.title,
  api: { detail: true, export: true },
  detail: true,
  formLayout: 'drawer',
  formWidth: 720,
  actionWidth: 260,
  columns: [
    { key: 'title', title: T.surveyTitle, inSearch: true, ellipsis: true, rules: { required: true, max: 100 } },
    { key: 'target', title: T.target, ellipsis: true, rules: { required: true, max: 255 } },
    {
      key: 'itemIds', title: T.items, type: 'select', multiple: true, source: itemSource, inTable: false, rules: { required: true },
      render: (_, row) => row.items.map((i) => <Tag key={i.id}>{`${i.name}（${i.maxScore}分）`}</Tag>),
    },
    { key: 'startDate', title: T.startDate, type: 'date', sorter: true, width: 110, defaultValue: dayjs().format(DAY), rules: { required: true } },
    {
      key: 'endDate', title: T.endDate, type: 'date', sorter: true, width: 110, deps: ['startDate'],
      defaultValue: dayjs().add(7, 'day').format(DAY),
      rules: {
        required: true,
        extra: [({ getFieldValue }) => ({
          validator: (_, v) => {
            const start = getFieldValue('startDate') as unknown;
            return !v || !start || !dayjs(v as string).isBefore(dayjs(start as string), 'day') ? Promise.resolve() : Promise.reject(new Error(T.dateOrder));
          },
        })],
      },
    },
    {
      key: 'surveyStatus', title: T.status, type: 'dict', dictCode: 'survey_status', inSearch: true, width: 100, defaultValue: 'draft',
      rules: { required: true }, render: (v, row) => <Tag color={STATUS_COLORS[String(v)]}>{row.surveyStatusName ?? String(v)}</Tag>,
    },
    { key: 'answerCount', title: T.answerCount, inForm: false, width: 80 },
    {
      key: 'answered', title: T.answered, inForm: false, width: 90,
      render: (v) => (v ? <Tag color="blue">{T.answeredYes}</Tag> : <span>{T.answeredNo}</span>),
    },
    { key: 'description', title: T.description, type: 'textarea', inTable: false, rules: { max: 2000 } },
    { key: 'createUserName', title: T.createUser, inForm: false, width: 90 },
  ],
  rowActions: [
    {
      key: 'answer', text: T.answer, perm: 'siteSurveyEvaluate:answer', modal: AnswerModal,
      show: (row) => row.surveyStatus === 'open' && !row.answered,
    },
    { key: 'result', text: T.result, perm: 'siteSurveyEvaluate:result', modal: ResultModal },
  ],
};

export default function SurveyEvaluatePage() {
  return <RequireProject>{() => <CrudPage def={surveyDef} />}</RequireProject>;
}
