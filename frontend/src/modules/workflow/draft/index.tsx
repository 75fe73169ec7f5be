/** 草稿: the caller's saved start forms; 继续 opens 起草申请 with the saved values. */
import { lazy, Suspense, useMemo, useState } from 'react';
import { wfApi, type FlwDraft } from '@/api/modules/workflow';
import { CrudPage, type CrudContext, type ResourceDef } from '@/shared/crud';
import { T } from '../texts';

const ApplyDrawer = lazy(() => import('./ApplyDrawer'));

type Opened = { draft: FlwDraft; ctx: CrudContext<FlwDraft> };

function draftDef(open: (o: Opened) => void): ResourceDef<FlwDraft> {
  return {
    name: 'flwDraft',
    title: T.draft,
    api: { add: false, edit: false, detail: false },
    columns: [
      { key: 'title', title: T.title, get: (r) => r.title ?? r.name ?? r.modelKey },
      { key: 'modelKey', title: T.key, width: 160 },
      { key: 'updateTime', title: T.updateTime, width: 180 },
    ],
    rowActions: [
      {
        key: 'continue',
        text: T.continue,
        onClick: (row, ctx) =>
          void wfApi.draftDetail(row.id).then((draft) => open({ draft: { ...row, ...draft }, ctx }), () => open({ draft: row, ctx })),
      },
    ],
  };
}

export default function DraftPage() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const def = useMemo(() => draftDef(setOpened), []);
  return (
    <>
      <CrudPage def={def} />
      {opened && (
        <Suspense fallback={null}>
          <ApplyDrawer draft={opened.draft} onClose={() => setOpened(null)} onDone={() => opened.ctx.reload()} />
        </Suspense>
      )}
    </>
  );
}
