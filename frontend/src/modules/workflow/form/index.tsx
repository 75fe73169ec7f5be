/**
 * 流程表单: forms of our designer bound to processes (a deploy freezes the version it uses). 新增/编辑
 * name and code, 设计 opens the form designer, 复制, 预览 with the renderer.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { wfApi, type FlwForm } from '@/api/modules/workflow';
import { CrudPage, type CrudContext, type ResourceDef } from '@/shared/crud';
import { CategoryName } from '../shared/CategoryName';
import { categorySource } from '../shared/options';
import { T } from '../texts';
import { FormPreview } from './FormPreview';

const FormDesignDrawer = lazy(() => import('./FormDesignDrawer'));

type Opened = { id: string; ctx: CrudContext<FlwForm> };

function formDef(design: (o: Opened) => void): ResourceDef<FlwForm> {
  return {
    name: 'flwForm',
    title: T.form,
    columns: [
      { key: 'name', title: T.formName, inSearch: true, rules: { required: true, max: 100 } },
      { key: 'code', title: T.code, inSearch: true, width: 160, rules: { required: true, max: 50 } },
      { key: 'categoryId', title: T.categoryName, type: 'select', source: categorySource, width: 140, render: (v) => <CategoryName id={v} /> },
      { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
      { key: 'updateTime', title: T.updateTime, inForm: false, width: 170, get: (r) => r.updateTime ?? r.createTime },
    ],
    toBody: (values, mode, original) => (mode === 'add' ? { ...values, design: JSON.stringify({ list: [], config: {} }) } : { ...values, design: (original as { design?: unknown } | undefined)?.design }),
    rowActions: [
      { key: 'design', text: T.design, perm: 'flwForm:edit', onClick: (row, ctx) => design({ id: row.id, ctx }) },
      { key: 'preview', text: T.preview, perm: 'flwForm:detail', modal: FormPreview },
      { key: 'copy', text: T.copy, perm: 'flwForm:copy', run: (row) => wfApi.formCopy(row.id), successText: '复制成功' },
    ],
    onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['flwForm'] }),
  };
}

export default function FormPage() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const def = useMemo(() => formDef(setOpened), []);
  return (
    <>
      <CrudPage def={def} />
      {opened && (
        <Suspense fallback={null}>
          <FormDesignDrawer id={opened.id} onClose={() => setOpened(null)} onSaved={() => opened.ctx.reload()} />
        </Suspense>
      )}
    </>
  );
}
