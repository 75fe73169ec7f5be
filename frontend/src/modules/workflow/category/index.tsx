import type { FlwCategory } from '@/api/modules/workflow';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { T } from '../texts';

/** 流程分类: groups the models, definitions and shortcuts. */
export const categoryDef: ResourceDef<FlwCategory> = {
  name: 'flwCategory',
  title: T.category,
  columns: [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 50 } },
    { key: 'code', title: T.code, inSearch: true, rules: { required: true, max: 50 } },
    { key: 'sort', title: T.sort, type: 'number', width: 100, defaultValue: 100, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
  ],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['flwCategory'] }),
};

export default function CategoryPage() {
  return <CrudPage def={categoryDef} />;
}
