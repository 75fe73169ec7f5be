/**
 * The screen of a management module (施工日志, 安全检查, 审批记录, ...): the module's own CrudPage with
 * 提交审批 / 撤回 / 审批记录 added, and two more tabs on the same columns: 待我审批 (the records waiting
 * for the caller, each opening the approval form) and 抄送我的 (records copied to the caller, read-only).
 * The extension form bound to the module's process (流程表单) adds its fields to the form and detail.
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { manageApi, type ManageRow } from '@/api/modules/manage';
import { unwrap } from '@/api/modules/result';
import { usePerm } from '@/app/access';
import { CrudPage, type FieldDef, type ResourceDef, type RowAction } from '@/shared/crud';
import { RequireProject } from '../shared/RequireProject';
import { approvalColumns, extField } from './fields';
import { flowDrawer } from './FlowDrawer';
import { submitModal } from './SubmitModal';
import { MT } from './texts';

const EDITABLE = new Set(['draft', 'rejected', 'withdrawn']);

export interface ManagePageProps<Row extends ManageRow> {
  /** The module's resource: its own columns, form and extra row actions. */
  def: ResourceDef<Row>;
  /** The record's name in titles (e.g. its date or title). */
  titleOf: (row: Row) => string;
}

interface Defs<Row> {
  mine: ResourceDef<Row>;
  approval: ResourceDef<Row>;
  cc: ResourceDef<Row>;
}

/** The three tabs' descriptions from the module's own (pure: exported for tests). */
export function manageDefs<Row extends ManageRow>(def: ResourceDef<Row>, titleOf: (row: Row) => string, design: unknown): Defs<Row> {
  const ext: FieldDef<Row>[] = design ? [
    extField(design) as FieldDef<Row>,
    { key: 'extKeyword', title: MT.extKeyword, inSearch: true, inTable: false, inForm: false, inDetail: false, placeholder: MT.extKeywordHint },
  ] : [];
  const columns = [...def.columns, ...ext, ...approvalColumns<Row>()];
  const base: ResourceDef<Row> = { ...def, columns, detail: false };
  const viewer = flowDrawer<Row>(base, titleOf);
  const api = manageApi(def.name);
  const view: RowAction<Row> = { key: 'flow', text: MT.flow, perm: `${def.name}:flow`, modal: viewer };
  const mine: ResourceDef<Row> = {
    ...base,
    canEdit: (row) => EDITABLE.has(row.approveStatus) && (def.canEdit?.(row) ?? true),
    canDelete: (row) => EDITABLE.has(row.approveStatus) && (def.canDelete?.(row) ?? true),
    actionWidth: def.actionWidth ?? 240,
    rowActions: [
      view,
      {
        key: 'submit', text: MT.submit, perm: `${def.name}:submit`, show: (row) => EDITABLE.has(row.approveStatus),
        modal: submitModal<Row>(def.name, titleOf),
      },
      {
        key: 'withdraw', text: MT.withdraw, perm: `${def.name}:withdraw`, danger: true, show: (row) => row.approveStatus === 'pending',
        confirm: MT.confirmWithdraw, run: (row) => api.withdraw(row.id), successText: MT.withdrawn,
      },
      ...(def.rowActions ?? []),
    ],
  };
  const readOnly = { add: false, edit: false, delete: false, export: false, import: false, detail: false } as const;
  const approval: ResourceDef<Row> = {
    ...base,
    api: { ...readOnly, page: `/${def.name}/approvalPage` },
    columns: [...columns, { key: 'nodeName', title: MT.nodeName, inForm: false, width: 110 }],
    rowActions: [{ key: 'approve', text: MT.approve, perm: `${def.name}:approve`, modal: viewer }],
    actionWidth: 90,
    toolbarExtra: undefined,
  };
  const cc: ResourceDef<Row> = {
    ...base,
    api: { ...readOnly, page: `/${def.name}/ccPage` },
    columns: [...columns, { key: 'ccTime', title: MT.ccTime, inForm: false, width: 170 }],
    rowActions: [{ ...view, text: MT.view }],
    actionWidth: 90,
    toolbarExtra: undefined,
  };
  return { mine, approval, cc };
}

function ManageTabs<Row extends ManageRow>({ def, titleOf }: ManagePageProps<Row>) {
  const ext = useQuery({ queryKey: [def.name, 'extForm'], queryFn: () => unwrap(manageApi(def.name).extForm()), staleTime: 60_000 });
  const design = ext.data ?? null;
  const defs = useMemo(() => manageDefs(def, titleOf, design), [def, titleOf, design]);
  const [tab, setTab] = useState('mine');
  const canApprove = usePerm(`${def.name}:approvalPage`);
  const canCc = usePerm(`${def.name}:ccPage`);
  const items = [
    { key: 'mine', label: MT.tabMine, children: <CrudPage def={defs.mine} bare /> },
    ...(canApprove ? [{ key: 'approval', label: MT.tabApproval, children: <CrudPage def={defs.approval} bare /> }] : []),
    ...(canCc ? [{ key: 'cc', label: MT.tabCc, children: <CrudPage def={defs.cc} bare /> }] : []),
  ];
  return (
    <Card variant="borderless" data-testid={`manage-${def.name}`}>
      <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={items} />
    </Card>
  );
}

export function ManagePage<Row extends ManageRow>(props: ManagePageProps<Row>) {
  return <RequireProject>{() => <ManageTabs {...props} />}</RequireProject>;
}
