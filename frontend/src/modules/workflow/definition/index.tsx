/**
 * 流程定义: deployed, immutable versions. 挂起/激活, 版本, and 查看 with the definition's views
 * (配置, 按钮, 事件, 表单, 选项, 快捷入口, 跟踪).
 */
import { Tag } from 'antd';
import { wfApi, type FlwDefinition } from '@/api/modules/workflow';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { CategoryName } from '../shared/CategoryName';
import { categorySource } from '../shared/options';
import { T } from '../texts';
import { DefinitionViews } from './DefinitionViews';
import { DefinitionVersions } from '../shared/VersionsModal';

export const definitionDef: ResourceDef<FlwDefinition> = {
  name: 'flwDefinition',
  title: T.definition,
  api: { add: false, edit: false },
  columns: [
    { key: 'name', title: T.processName, inSearch: true },
    { key: 'key', title: T.key, inSearch: true, width: 160 },
    { key: 'version', title: T.version, width: 80, render: (v) => <Tag color="blue">v{String(v)}</Tag> },
    { key: 'categoryId', title: T.categoryName, type: 'select', source: categorySource, inSearch: true, width: 140, render: (v) => <CategoryName id={v} /> },
    {
      key: 'suspended',
      title: T.status,
      width: 90,
      render: (v) => (v ? <Tag>{T.suspended}</Tag> : <Tag color="green">{T.active}</Tag>),
    },
    { key: 'deployTime', title: T.deployTime, width: 170 },
  ],
  // 详情 版本 挂起|激活 删除
  actionWidth: 210,
  rowActions: [
    { key: 'views', text: T.detail, perm: 'flwDefinition:detail', modal: DefinitionViews },
    { key: 'versions', text: T.versions, perm: 'flwDefinition:versions', modal: DefinitionVersions },
    {
      key: 'suspend',
      text: T.suspend,
      perm: 'flwDefinition:suspend',
      show: (r) => !r.suspended,
      confirm: T.confirmSuspend,
      run: (r) => wfApi.definitionSuspend(r.id),
      successText: T.done_ok,
    },
    {
      key: 'activate',
      text: T.activate,
      perm: 'flwDefinition:activate',
      show: (r) => r.suspended,
      confirm: T.confirmActivate,
      run: (r) => wfApi.definitionActivate(r.id),
      successText: T.done_ok,
    },
  ],
};

export default function DefinitionPage() {
  return <CrudPage def={definitionDef} />;
}
