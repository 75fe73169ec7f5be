/** 我的申请: the instances the caller started; 查看表单 (with the task history), 流程跟踪 and 撤回. */
import { useMemo } from 'react';
import { wfApi, type FlwInstance } from '@/api/modules/workflow';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { useOverlays, type Overlay } from '../shared/overlays';
import { StatusTag } from '../shared/StatusTag';
import { T } from '../texts';

export const STATUS_OPTIONS = Object.entries(T.instanceStatus).map(([value, label]) => ({ value, label }));

function myDef(open: (o: Overlay) => void): ResourceDef<FlwInstance> {
  return {
    name: 'flwInstance',
    title: T.my,
    api: { page: '/flwInstance/my', add: false, edit: false, delete: false, detail: false },
    columns: [
      { key: 'title', title: T.title, inSearch: true, ellipsis: true, width: 260 },
      { key: 'definitionName', title: T.processName, width: 150, ellipsis: true },
      { key: 'currentNodes', title: T.nodeName, width: 150, ellipsis: true },
      { key: 'status', title: T.status, type: 'select', options: STATUS_OPTIONS, inSearch: true, width: 100, render: (s) => <StatusTag status={s} /> },
      { key: 'startTime', title: T.startTime, width: 170 },
      { key: 'endTime', title: T.endTime, width: 170 },
    ],
    rowActions: [
      { key: 'form', text: T.viewForm, onClick: (row) => open({ kind: 'instance', id: row.id, tasks: true }) },
      { key: 'track', text: T.track, onClick: (row) => open({ kind: 'track', id: row.id }) },
      {
        key: 'withdraw',
        text: T.withdraw,
        show: (r) => r.status === 'running',
        confirm: T.confirmWithdraw,
        run: (r) => wfApi.instanceWithdraw(r.id),
        successText: T.done_ok,
      },
    ],
  };
}

export default function MyPage() {
  const [open, overlays] = useOverlays(() => undefined);
  const def = useMemo(() => myDef(open), [open]);
  return (
    <>
      <CrudPage def={def} />
      {overlays}
    </>
  );
}
