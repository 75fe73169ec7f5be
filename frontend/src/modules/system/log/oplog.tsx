import type { SysOpLog } from '@/api/modules/log';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { ClearLogsButton, clientFields, jsonField, rangeField, successField } from './parts';
import { OP_TYPES, T } from './texts';

/** 操作日志: read-only, newest first; filters, detail with the request and result, export, clear all. */
export const opLogDef: ResourceDef<SysOpLog> = {
  name: 'sysOpLog',
  title: T.opTitle,
  api: { add: false, edit: false, detail: true, export: true },
  detail: true,
  canEdit: () => false,
  canDelete: () => false,
  columns: [
    { key: 'name', title: T.name, inSearch: true, ellipsis: true },
    { key: 'opType', title: T.opType, type: 'select', options: OP_TYPES, inSearch: true, width: 100 },
    successField,
    { key: 'message', title: T.message, ellipsis: true, inTable: false },
    ...clientFields,
    { key: 'url', title: T.url, ellipsis: true },
    { key: 'reqMethod', title: T.reqMethod, width: 90 },
    { key: 'className', title: T.className, inTable: false, inDetail: true },
    { key: 'methodName', title: T.methodName, inTable: false, inDetail: true },
    { key: 'opTime', title: T.opTime, width: 170, sorter: true },
    { key: 'account', title: T.account, width: 120 },
    rangeField(),
    jsonField('param', T.param),
    jsonField('result', T.result),
  ],
  toolbarExtra: (ctx) => <ClearLogsButton ctx={ctx} path="/sysOpLog/delete" />,
};

export default function OpLogPage() {
  return <CrudPage def={opLogDef} />;
}
