/** 流程实例 (administration): every instance; its tasks, 流程跟踪 and 终止. */
import { useMemo } from 'react';
import { wfApi, type FlwInstance } from '@/api/modules/workflow';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { useOverlays, type Overlay } from '../shared/overlays';
import { StatusTag } from '../shared/StatusTag';
import { T } from '../texts';
import { STATUS_OPTIONS } from './my';

function instanceDef(open: (o: Overlay) => void): ResourceDef<FlwInstance> {
  return {
    name: 'flwInstance',
    title: T.instance,
    api: { add: false, edit: false, delete: false, detail: false },
    columns: [
      { key: 'title', title: T.title, inSearch: true, ellipsis: true, width: 260 },
      { key: 'definitionName', title: T.processName, width: 140, ellipsis: true },
      { key: 'initiatorName', title: T.initiator, width: 100 },
      { key: 'currentNodes', title: T.nodeName, width: 140, ellipsis: true },
      { key: 'status', title: T.status, type: 'select', options: STATUS_OPTIONS, inSearch: true, width: 100, render: (s) => <StatusTag status={s} /> },
      { key: 'startTime', title: T.startTime, width: 170 },
    ],
    rowActions: [
      { key: 'tasks', text: T.tasks, onClick: (row) => open({ kind: 'instance', id: row.id, tasks: true }) },
      { key: 'track', text: T.track, onClick: (row) => open({ kind: 'track', id: row.id }) },
      {
        key: 'terminate',
        text: T.terminate,
        perm: 'flwInstance:terminate',
        danger: true,
        show: (r) => r.status === 'running',
        confirm: T.confirmTerminate,
        run: (r) => wfApi.instanceTerminate(r.id),
        successText: T.done_ok,
      },
    ],
  };
}

export default function InstancePage() {
  const [open, overlays] = useOverlays(() => undefined);
  const def = useMemo(() => instanceDef(open), [open]);
  return (
    <>
      <CrudPage def={def} />
      {overlays}
    </>
  );
}
