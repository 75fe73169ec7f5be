import type { SysOrg } from '@/api/modules/sys';
import { CrudPage, TreeSidebarLayout, type ResourceDef } from '@/shared/crud';
import { ORG_TREE_KEY, orgParentSource, orgTreeSource } from '../shared/sources';
import { T } from './texts';

/** 机构管理: the org tree on the left filters the table (GET /sysOrg/page?pid=); delete takes `[{id}]`. */
export const orgDef: ResourceDef<SysOrg> = {
  name: 'sysOrg',
  title: T.title,
  api: { detail: true, export: true, import: true, template: true },
  detail: true,
  deleteShape: 'array',
  batchDelete: true,
  columns: [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, rules: { required: true, max: 50 } },
    { key: 'pid', title: T.parent, type: 'tree-select', source: orgParentSource, inTable: false, inDetail: false, defaultValue: '0', rules: { required: true } },
    { key: 'sort', title: T.sort, type: 'number', width: 100, sorter: true, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
  ],
  deleteConfirm: () => T.deleteCascade,
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ORG_TREE_KEY }),
};

export default function OrgPage() {
  return (
    <TreeSidebarLayout source={orgTreeSource} testId="org-tree">
      {(selected) => (
        <CrudPage def={orgDef} params={selected ? { pid: selected } : undefined} addDefaults={{ pid: selected ?? '0' }} />
      )}
    </TreeSidebarLayout>
  );
}
