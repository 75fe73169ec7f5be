import dayjs from 'dayjs';
import type { ManageRow } from '@/api/modules/manage';
import { getSubEnterprises } from '@/api/modules/manageTool';
import { unwrap } from '@/api/modules/result';
import { getTeamList } from '@/api/modules/site';
import type { Option, OptionSource, ResourceDef } from '@/shared/crud';
import { attachmentsField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { ScoresInput, ScoresView, type ScoreRow } from './ScoresInput';
import { T } from './texts';

export interface Assessment extends ManageRow {
  targetType: string;
  targetTypeName: string | null;
  targetId: string | null;
  targetName: string;
  period: string;
  assessor: string;
  totalScore: number;
  maxTotal: number;
  grade: string;
  gradeName: string | null;
  summary: string | null;
  attachments: string[];
  scores: ScoreRow[];
}

const PERSON = 'person';
const hidden = { inTable: false, inDetail: false } as const;

/** The project's subcontractors or teams, as the target type asks. */
const targetSource: OptionSource<Option> = {
  queryKey: ['siteAssessment', 'targets'],
  deps: ['targetType'],
  load: async (deps) => {
    if (deps.targetType === 'enterprise') return (await unwrap(getSubEnterprises())).map((e) => ({ value: e.id, label: e.name }));
    if (deps.targetType === 'team') return (await unwrap(getTeamList())).map((t) => ({ value: t.id, label: t.name }));
    return [];
  },
};

/** 考核: a subcontractor, team or person scored against the project's evaluate items; total and grade computed. */
export const assessmentDef: ResourceDef<Assessment> = {
  name: 'siteAssessment',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 860,
  formColumns: 2,
  columns: [
    { key: 'targetType', title: T.targetType, type: 'dict', dictCode: 'assess_target', inSearch: true, width: 110, rules: { required: true } },
    {
      key: 'targetId', title: T.target, type: 'select', source: targetSource, deps: ['targetType'], ...hidden,
      show: (v) => v.targetType !== undefined && v.targetType !== PERSON, rules: { required: true },
    },
    {
      key: 'targetName', title: T.target, inSearch: true, ellipsis: true, deps: ['targetType'],
      show: (v) => v.targetType === PERSON, placeholder: T.targetPerson, rules: { required: true, max: 50 },
    },
    {
      key: 'period', title: T.period, inSearch: true, sorter: true, width: 100, placeholder: T.periodPlaceholder,
      defaultValue: dayjs().format('YYYY-MM'),
      rules: { required: true, pattern: /^\d{4}-(0[1-9]|1[0-2])$/, patternMessage: T.periodPattern },
    },
    { key: 'assessor', title: T.assessor, width: 100, rules: { required: true, max: 50 } },
    {
      key: 'scores', title: T.scores, type: 'custom', inTable: false, wide: true, defaultValue: [],
      rules: { required: true, message: T.scoresRequired },
      render: (v) => <ScoresView value={v} />, control: (props) => <ScoresInput {...props} />,
    },
    {
      key: 'totalScore', title: T.total, inForm: false, sorter: true, width: 100,
      get: (row) => T.totalText(row.totalScore, row.maxTotal),
    },
    { key: 'grade', title: T.grade, type: 'dict', dictCode: 'assess_grade', inSearch: true, inForm: false, width: 90 },
    { key: 'summary', title: T.summary, type: 'textarea', inTable: false, wide: true, rules: { max: 5000 } },
    attachmentsField('attachments', T.attachments),
  ],
};

const titleOf = (row: Assessment) => T.recordTitle(row.targetName, row.period);

export default function AssessmentPage() {
  return <ManagePage def={assessmentDef} titleOf={titleOf} />;
}
