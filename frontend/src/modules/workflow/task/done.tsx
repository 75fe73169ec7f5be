/** 已办任务: tasks the caller finished, with what they did; 查看表单 and 流程跟踪. */
import { useMemo } from 'react';
import type { FlwTaskRow } from '@/api/modules/workflow';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { useOverlays, type Overlay } from '../shared/overlays';
import { StatusTag } from '../shared/StatusTag';
import { T } from '../texts';

function doneDef(open: (o: Overlay) => void): ResourceDef<FlwTaskRow> {
  return {
    name: 'flwTask',
    title: T.done,
    api: { page: '/flwTask/donePage', add: false, edit: false, delete: false, detail: false },
    columns: [
      { key: 'title', title: T.title, inSearch: true, searchKey: 'searchKey', ellipsis: true, width: 260 },
      { key: 'definitionName', title: T.processName, width: 150, ellipsis: true },
      { key: 'nodeName', title: '节点', width: 130 },
      { key: 'action', title: T.action, width: 90, render: (a) => (a ? (T.actions[String(a)] ?? String(a)) : '-') },
      { key: 'comment', title: T.comment, ellipsis: true },
      { key: 'status', title: T.status, width: 90, render: (s) => <StatusTag status={s} /> },
      { key: 'finishTime', title: T.finishTime, width: 170 },
    ],
    rowActions: [
      { key: 'form', text: T.viewForm, onClick: (row) => open({ kind: 'instance', id: row.instanceId }) },
      { key: 'track', text: T.track, onClick: (row) => open({ kind: 'track', id: row.instanceId }) },
    ],
  };
}

export default function DonePage() {
  const [open, overlays] = useOverlays(() => undefined);
  const def = useMemo(() => doneDef(open), [open]);
  return (
    <>
      <CrudPage def={def} />
      {overlays}
    </>
  );
}
