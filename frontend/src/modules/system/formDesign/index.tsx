/**
 * 表单设计: the stored form designs. 新建表单 and 设计 open the designer over the whole window, 预览 shows
 * the form with 获取数据, 填写 fills it in and submits it to the server. The designer, the renderer and
 * their dependencies load only when one of these dialogs opens.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Spin, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { FormDesignRow } from '@/api/modules/formDesign';
import { CrudPage, useHasPerm, type CrudContext, type ResourceDef } from '@/shared/crud';
import { T } from './texts';

const DesignerScreen = lazy(() => import('./DesignerScreen'));
const PreviewDialog = lazy(() => import('./PreviewDialog'));
const FillModal = lazy(() => import('./FillModal'));

type Opened =
  | { kind: 'design'; id?: string; ctx: CrudContext<FormDesignRow> }
  | { kind: 'preview'; id: string }
  | { kind: 'fill'; id: string; name: string };

export const PERMS = {
  add: 'formDesign:add',
  design: 'formDesign:edit',
  preview: 'formDesign:detail',
  fill: 'formDesign:submit',
} as const;

/** The list; `open` receives the row actions (设计 / 预览 / 填写) and 新建表单. */
export function formDesignDef(open: (o: Opened) => void, canAdd: boolean): ResourceDef<FormDesignRow> {
  return {
    name: 'formDesign',
    title: T.what,
    // a design is added and edited in the designer, not in a field form
    api: { add: false, edit: false, list: true, detail: true },
    columns: [
      { key: 'name', title: T.name, inSearch: true, sorter: true, ellipsis: true },
      { key: 'code', title: T.code, inSearch: true, width: 200, ellipsis: true },
      { key: 'version', title: T.version, width: 90, render: (v) => (v === null || v === undefined ? '-' : <Tag>v{String(v)}</Tag>) },
      { key: 'remark', title: T.remark, ellipsis: true },
      { key: 'updateTime', title: T.updateTime, width: 180, sorter: true },
    ],
    rowActions: [
      { key: 'design', text: T.design, perm: PERMS.design, onClick: (row, ctx) => open({ kind: 'design', id: row.id, ctx }) },
      { key: 'preview', text: T.preview, perm: PERMS.preview, onClick: (row) => open({ kind: 'preview', id: row.id }) },
      { key: 'fill', text: T.fill, perm: PERMS.fill, onClick: (row) => open({ kind: 'fill', id: row.id, name: row.name }) },
    ],
    toolbarExtra: (ctx) =>
      canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'design', ctx })}>
          {T.create}
        </Button>
      ),
  };
}

/** Shown while a dialog's code downloads (the first 设计 fetches the designer). */
function Loading() {
  return (
    <Modal open footer={null} closable={false} width={240} centered>
      <Flex justify="center" style={{ padding: 16 }}><Spin tip={T.loading}><div style={{ width: 160, height: 48 }} /></Spin></Flex>
    </Modal>
  );
}

export default function FormDesignPage() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const hasPerm = useHasPerm();
  const canAdd = hasPerm(PERMS.add);
  const def = useMemo(() => formDesignDef(setOpened, canAdd), [canAdd]);
  const close = () => setOpened(null);
  return (
    <div data-testid="form-design-list">
      <CrudPage def={def} />
      <Suspense fallback={<Loading />}>
        {opened?.kind === 'design' && <DesignerScreen id={opened.id} onClose={close} onSaved={() => opened.ctx.changed()} />}
        {opened?.kind === 'preview' && <PreviewDialog id={opened.id} onClose={close} />}
        {opened?.kind === 'fill' && <FillModal id={opened.id} name={opened.name} onClose={close} />}
      </Suspense>
    </div>
  );
}
