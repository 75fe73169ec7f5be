import type { FlwShortcut } from '@/api/modules/workflow';
import type { ResourceDef } from '@/shared/crud';
import { CategoryName } from '../shared/CategoryName';
import { categorySource } from '../shared/options';
import { T } from '../texts';

/** 快捷入口 management: a named entry that starts a definition key. */
export const shortcutDef: ResourceDef<FlwShortcut> = {
  name: 'flwShortcut',
  title: T.shortcut,
  columns: [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 50 } },
    { key: 'modelKey', title: T.key, rules: { required: true, max: 64 }, width: 160 },
    { key: 'categoryId', title: T.categoryName, type: 'select', source: categorySource, width: 120, render: (v) => <CategoryName id={v} /> },
    { key: 'sort', title: T.sort, type: 'number', width: 90, defaultValue: 100, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
  ],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['flwShortcut'] }),
};
