/** 抄送我的: instances copied to the caller; 查看 opens the form and history and marks the copy read. */
import { Tag } from 'antd';
import { useMemo } from 'react';
import { http } from '@/api/http';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import type { Overlay } from '../shared/overlays';
import { T } from '../texts';

interface CcRow {
  id: string;
  instanceId: string;
  instanceTitle: string;
  nodeName?: string | null;
  fromUserName?: string | null;
  read: boolean;
  createTime: string;
}

function ccDef(open: (o: Overlay) => void): ResourceDef<CcRow> {
  return {
    name: 'flwCc',
    title: '抄送',
    api: { add: false, edit: false, delete: false, detail: false },
    columns: [
      { key: 'instanceTitle', title: T.title, inSearch: true, searchKey: 'searchKey', ellipsis: true, width: 260 },
      { key: 'nodeName', title: '节点', width: 140 },
      { key: 'fromUserName', title: '抄送人', width: 110 },
      { key: 'read', title: T.status, width: 90, render: (v) => (v ? <Tag>已读</Tag> : <Tag color="processing">未读</Tag>) },
      { key: 'createTime', title: '抄送时间', width: 170 },
    ],
    rowActions: [
      {
        key: 'view',
        text: T.viewForm,
        onClick: (row, ctx) => {
          open({ kind: 'instance', id: row.instanceId });
          if (!row.read) void http.post('/flwCc/read', { id: row.id }).then(() => ctx.reload());
        },
      },
      { key: 'track', text: T.track, onClick: (row) => open({ kind: 'track', id: row.instanceId }) },
    ],
  };
}

export function CcList({ open }: { open: (o: Overlay) => void }) {
  const def = useMemo(() => ccDef(open), [open]);
  return <CrudPage def={def} bare />;
}
