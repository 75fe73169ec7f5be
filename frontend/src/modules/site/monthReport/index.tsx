import { Tag } from 'antd';
import type { FormInstance } from 'antd';
import type { ManageRow } from '@/api/modules/manage';
import { unwrap } from '@/api/modules/result';
import { getPlanOptions, getPlanSummary } from '@/api/modules/sitePlan';
import { feedback } from '@/shared/feedback/feedback';
import type { ResourceDef, Values } from '@/shared/crud';
import { attachmentsField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { MonthControl } from './MonthControl';
import { LEVEL_COLORS, T } from './texts';

export interface MonthReport extends ManageRow {
  month: string;
  planOutput: string;
  doneOutput: string;
  cumPlanOutput: string | null;
  cumDoneOutput: string | null;
  cumPlanEntered: boolean;
  cumDoneEntered: boolean;
  completionRate: string | null;
  cumCompletionRate: string | null;
  deviation: string | null;
  deviationLevel: string;
  deviationLevelName: string | null;
  summary: string;
  mainWork: string | null;
  nextPlan: string | null;
  problems: string | null;
  planId: string | null;
  planName: string | null;
  attachments: string[];
}

const money = { min: 0, precision: 2, stringMode: true };
const text = (key: string, title: string, required = false) =>
  ({ key, title, type: 'textarea', inTable: false, wide: true, rules: { required, max: 5000 } }) as const;
const percent = (key: string, title: string) => ({ key, title, inForm: false, width: 110 }) as const;

/** With a plan and a month chosen, an empty 本月主要工作 gets the plan's nodes of the month. */
function prefill(changed: Values, all: Values, form: FormInstance) {
  if (!('planId' in changed || 'month' in changed) || !all.planId || !all.month || all.mainWork) return;
  void unwrap(getPlanSummary(String(all.month), String(all.planId))).then((s) => {
    if (form.getFieldValue('mainWork')) return;
    form.setFieldValue('mainWork', s.text);
    void feedback.message.info(T.prefilled);
  }, () => undefined);
}

/** 月报: the month's output against plan, its deviation level, the cumulative figures and the narrative. */
export const monthReportDef: ResourceDef<MonthReport> = {
  name: 'siteMonthReport',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 820,
  formColumns: 2,
  columns: [
    { key: 'month', title: T.month, type: 'custom', control: MonthControl, inSearch: true, sorter: true, width: 100, rules: { required: true } },
    { key: 'planOutput', title: T.planOutput, type: 'number', width: 150, props: money, rules: { required: true } },
    { key: 'doneOutput', title: T.doneOutput, type: 'number', width: 150, props: money, rules: { required: true } },
    percent('completionRate', T.completionRate),
    { key: 'cumPlanOutput', title: T.cumPlanOutput, type: 'number', width: 150, props: money, help: T.cumHelp },
    { key: 'cumDoneOutput', title: T.cumDoneOutput, type: 'number', width: 150, props: money, help: T.cumHelp },
    percent('cumCompletionRate', T.cumCompletionRate),
    { ...percent('deviation', T.deviation), sorter: true, tooltip: T.deviationHelp },
    {
      key: 'deviationLevel', title: T.deviationLevel, type: 'dict', dictCode: 'deviation_level', inSearch: true, inForm: false, width: 100,
      render: (_, row) => <Tag color={LEVEL_COLORS[row.deviationLevel]}>{row.deviationLevelName ?? row.deviationLevel}</Tag>,
    },
    {
      key: 'planId', title: T.plan, type: 'select', width: 160, ellipsis: true, wide: true, help: T.planHelp,
      source: { queryKey: ['siteMonthReport', 'plans'], load: async () => (await unwrap(getPlanOptions())).rows.map((p) => ({ value: p.id, label: p.name })) },
      render: (_, row) => row.planName ?? '-',
      props: { allowClear: true },
    },
    text('summary', T.summary, true),
    text('mainWork', T.mainWork),
    text('nextPlan', T.nextPlan),
    text('problems', T.problems),
    attachmentsField('attachments', T.attachments),
  ],
  // an entered cumulative figure is a baseline; a computed one is left out, so it keeps following the chain
  toForm: (row) => ({
    ...row,
    cumPlanOutput: row.cumPlanEntered ? row.cumPlanOutput : undefined,
    cumDoneOutput: row.cumDoneEntered ? row.cumDoneOutput : undefined,
  }),
  onValuesChange: prefill,
};

const titleOf = (row: MonthReport) => row.month;

export default function MonthReportPage() {
  return <ManagePage def={monthReportDef} titleOf={titleOf} />;
}
