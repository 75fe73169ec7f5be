import type { EvaluateItem } from '@/api/modules/manageTool';
import { statusField } from '@/modules/system/shared/StatusSwitch';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { RequireProject } from '../shared/RequireProject';
import { EVALUATE_ITEMS_KEY } from './sources';
import { T } from './texts';

export const EVALUATE_CATEGORY = 'evaluate_category';

/** 评价项: the project's scoring items of 考核 and 问卷评价; a disabled item takes no new scores. */
export const evaluateItemDef: ResourceDef<EvaluateItem> = {
  name: 'siteEvaluateItem',
  title: T.title,
  api: { detail: true, export: true, changeStatus: true },
  detail: true,
  columns: [
    { key: 'name', title: T.name, inSearch: true, sorter: true, ellipsis: true, rules: { required: true, max: 100 } },
    { key: 'category', title: T.category, type: 'dict', dictCode: EVALUATE_CATEGORY, inSearch: true, width: 110, rules: { required: true } },
    {
      key: 'maxScore', title: T.maxScore, type: 'number', sorter: true, width: 90, defaultValue: 10, rules: { required: true },
      props: { min: 1, max: 100, precision: 0, style: { width: '100%' } }, render: (v) => T.points(Number(v)),
    },
    { key: 'criteria', title: T.criteria, type: 'textarea', ellipsis: true, rules: { max: 2000 } },
    { key: 'sort', title: T.sort, type: 'number', sorter: true, width: 80, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { ...statusField<EvaluateItem>('siteEvaluateItem', T.what, T.status), searchKey: 'status' },
    { key: 'createTime', title: T.createTime, inForm: false, inTable: false },
  ],
  deleteConfirm: (row) => T.deleteConfirm(row.name),
  onChanged: (queryClient) => void queryClient.invalidateQueries({ queryKey: EVALUATE_ITEMS_KEY }),
};

export default function EvaluateItemPage() {
  return <RequireProject>{() => <CrudPage def={evaluateItemDef} />}</RequireProject>;
}
