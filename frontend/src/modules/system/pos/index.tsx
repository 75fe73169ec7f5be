import type { SysPos } from '@/api/modules/sys';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { T } from './texts';

/** 职位管理: 职位名称, 唯一编码, 排序, 备注; delete takes `[{id}]`; export and import. */
export const posDef: ResourceDef<SysPos> = {
  name: 'sysPos',
  title: T.title,
  api: { export: true, import: true, template: true, detail: true },
  detail: true,
  deleteShape: 'array',
  batchDelete: true,
  columns: [
    { key: 'name', title: T.name, inSearch: true, sorter: true, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, inSearch: true, sorter: true, rules: { required: true, max: 50 } },
    { key: 'sort', title: T.sort, type: 'number', sorter: true, width: 100, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
  ],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['sysPos', 'list'] }),
};

export default function PosPage() {
  return <CrudPage def={posDef} />;
}
