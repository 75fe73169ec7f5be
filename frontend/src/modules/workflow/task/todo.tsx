/** 待办任务: the caller's open tasks, newest first; 办理 opens the task form. 抄送我的 beside it. */
import { Card, Tabs } from 'antd';
import { useMemo, useRef } from 'react';
import type { FlwTaskRow } from '@/api/modules/workflow';
import { CrudPage, useHasPerm, type CrudContext, type ResourceDef } from '@/shared/crud';
import { useOverlays, type Overlay } from '../shared/overlays';
import { T } from '../texts';
import { CcList } from './CcList';

export function todoDef(open: (o: Overlay) => void, ctxRef: { current: CrudContext<FlwTaskRow> | null }): ResourceDef<FlwTaskRow> {
  return {
    name: 'flwTask',
    title: T.todo,
    api: { page: '/flwTask/todoPage', add: false, edit: false, delete: false, detail: false },
    columns: [
      { key: 'title', title: T.title, inSearch: true, searchKey: 'searchKey', ellipsis: true, width: 260 },
      { key: 'definitionName', title: T.processName, width: 150, ellipsis: true },
      { key: 'nodeName', title: T.nodeName, width: 140 },
      { key: 'initiatorName', title: T.initiator, width: 110 },
      { key: 'createTime', title: T.arriveTime, width: 170 },
    ],
    rowActions: [
      { key: 'handle', text: T.handle, onClick: (row, ctx) => { ctxRef.current = ctx; open({ kind: 'task', id: row.id }); } },
      { key: 'track', text: T.track, onClick: (row) => open({ kind: 'track', id: row.instanceId }) },
    ],
  };
}

export default function TodoPage() {
  const ctxRef = useRef<CrudContext<FlwTaskRow> | null>(null);
  const [open, overlays] = useOverlays(() => ctxRef.current?.reload());
  const def = useMemo(() => todoDef(open, ctxRef), [open]);
  const hasPerm = useHasPerm();
  return (
    <>
      {hasPerm('flwCc:page') ? (
        <Card>
          <Tabs
            items={[
              { key: 'todo', label: T.todo, children: <CrudPage def={def} bare /> },
              { key: 'cc', label: '抄送我的', children: <CcList open={open} /> },
            ]}
          />
        </Card>
      ) : (
        <CrudPage def={def} />
      )}
      {overlays}
    </>
  );
}
