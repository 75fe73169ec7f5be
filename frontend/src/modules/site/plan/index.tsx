import { Progress } from 'antd';
import type { SitePlan } from '@/api/modules/sitePlan';
import type { ResourceDef } from '@/shared/crud';
import { attachmentsField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { NodesDrawer } from './NodesDrawer';
import { T } from './texts';

/** 进度计划: the plan (approved through its process) and, in a drawer, its node tree and progress. */
export const planDef: ResourceDef<SitePlan> = {
  name: 'sitePlan',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 760,
  formColumns: 2,
  columns: [
    { key: 'name', title: T.name, inSearch: true, ellipsis: true, rules: { required: true, max: 100 } },
    { key: 'planType', title: T.planType, type: 'dict', dictCode: 'plan_type', inSearch: true, width: 110, rules: { required: true } },
    { key: 'planStart', title: T.planStart, type: 'date', sorter: true, width: 120, rules: { required: true } },
    { key: 'planEnd', title: T.planEnd, type: 'date', sorter: true, width: 120, rules: { required: true } },
    {
      key: 'completion', title: T.completion, inForm: false, width: 150,
      render: (v) => <Progress percent={Number(v ?? 0)} size="small" />,
    },
    { key: 'nodeCount', title: T.nodeCount, inForm: false, width: 80 },
    { key: 'delayedCount', title: T.delayedCount, inForm: false, width: 90 },
    { key: 'description', title: T.description, type: 'textarea', inTable: false, wide: true, rules: { max: 5000 } },
    attachmentsField('attachments', T.attachments),
  ],
  rowActions: [{ key: 'nodes', text: T.nodes, perm: 'sitePlan:nodeTree', modal: NodesDrawer }],
  actionWidth: 300,
};

const titleOf = (row: SitePlan) => row.name;

export default function PlanPage() {
  return <ManagePage def={planDef} titleOf={titleOf} />;
}
