/**
 * 流程模型: models of a process. 新增/编辑 edit name, key and category; 设计 opens the bpmn-js modeler,
 * 预览 the read-only diagram, 部署 makes a new definition version, 版本 lists the deployed versions.
 */
import { Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { wfApi, type FlwModel } from '@/api/modules/workflow';
import { CrudPage, type CrudContext, type ResourceDef } from '@/shared/crud';
import { categorySource, formSource } from '../shared/options';
import { T } from '../texts';
import { ModelPreview } from './ModelPreview';
import { VersionsModal } from '../shared/VersionsModal';

const ModelerDrawer = lazy(() => import('../modeler/ModelerDrawer'));

type Opened = { id: string; ctx: CrudContext<FlwModel> };

export function modelDef(design: (o: Opened) => void): ResourceDef<FlwModel> {
  return {
    name: 'flwModel',
    title: T.model,
    detail: false,
    columns: [
      { key: 'name', title: T.modelName, inSearch: true, rules: { required: true, max: 100 } },
      {
        key: 'key',
        title: T.key,
        inSearch: true,
        width: 160,
        rules: { required: true, max: 64, pattern: /^[A-Za-z][A-Za-z0-9_]*$/, patternMessage: '流程标识以字母开头，只含字母、数字和下划线' },
        disabled: (_, mode) => mode === 'edit',
      },
      { key: 'categoryId', title: T.categoryName, type: 'select', source: categorySource, inSearch: true, get: (r) => r.categoryName, width: 140 },
      { key: 'formId', title: '默认表单', type: 'select', source: formSource, inTable: false, help: '流程属性中未选择表单时使用' },
      {
        key: 'deployedVersion',
        title: T.deployedVersion,
        inForm: false,
        width: 110,
        render: (v) => (v ? <Tag color="blue">v{String(v)}</Tag> : <Tag>未部署</Tag>),
      },
      { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
      { key: 'updateTime', title: T.updateTime, inForm: false, width: 170, get: (r) => r.updateTime ?? r.createTime },
    ],
    rowActions: [
      { key: 'design', text: T.design, perm: 'flwModel:saveXml', onClick: (row, ctx) => design({ id: row.id, ctx }) },
      { key: 'preview', text: T.preview, perm: 'flwModel:detail', modal: ModelPreview },
      {
        key: 'deploy',
        text: T.deploy,
        perm: 'flwModel:deploy',
        confirm: T.confirmDeploy,
        run: async (row) => {
          const def = await wfApi.modelDeploy(row.id);
          return { success: true, code: 200, message: T.deployed(def?.version ?? 1), data: def };
        },
        successText: '部署成功',
      },
      { key: 'versions', text: T.versions, perm: 'flwModel:versions', modal: VersionsModal },
    ],
  };
}

export default function ModelPage() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const def = useMemo(() => modelDef(setOpened), []);
  return (
    <>
      <CrudPage def={def} />
      {opened && (
        <Suspense fallback={null}>
          <ModelerDrawer id={opened.id} onClose={() => setOpened(null)} onSaved={() => opened.ctx.reload()} />
        </Suspense>
      )}
    </>
  );
}
