import type { SysVisLog } from '@/api/modules/log';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { ClearLogsButton, clientFields, rangeField, successField } from './parts';
import { T, VIS_TYPES } from './texts';

/** 访问日志: logins and logouts, newest first; filters, detail, export, clear all. */
export const visLogDef: ResourceDef<SysVisLog> = {
  name: 'sysVisLog',
  title: T.visTitle,
  api: { add: false, edit: false, detail: true, export: true },
  detail: true,
  canEdit: () => false,
  canDelete: () => false,
  columns: [
    { key: 'name', title: T.name, inSearch: true },
    { key: 'visType', title: T.visType, type: 'select', options: VIS_TYPES, inSearch: true, width: 100 },
    successField,
    { key: 'message', title: T.message, ellipsis: true },
    ...clientFields,
    { key: 'visTime', title: T.visTime, width: 170, sorter: true },
    { key: 'account', title: T.account, width: 120 },
    rangeField(),
  ],
  toolbarExtra: (ctx) => <ClearLogsButton ctx={ctx} path="/sysVisLog/delete" />,
};

export default function VisLogPage() {
  return <CrudPage def={visLogDef} />;
}
