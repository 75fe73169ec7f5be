import type { SysDictType } from '@/api/modules/sys';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { refreshDictCache } from '../shared/dictCache';
import { statusField } from '../shared/StatusSwitch';
import { DictDataDrawer } from './DictDataDrawer';
import { T } from './texts';

/** 字典管理: dictionary types; the row action 字典 opens the type's values. Changes refresh the cached tree. */
export const dictTypeDef: ResourceDef<SysDictType> = {
  name: 'sysDictType',
  title: T.typeTitle,
  api: { detail: true, changeStatus: true },
  columns: [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, inSearch: true, rules: { required: true, max: 50, pattern: /^[A-Za-z0-9_]+$/, patternMessage: T.codePattern } },
    { key: 'sort', title: T.sort, type: 'number', width: 90, sorter: true, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
    statusField<SysDictType>('sysDictType', T.whatType, T.status),
  ],
  rowActions: [{ key: 'data', text: T.data, perm: 'sysDictData:page', modal: DictDataDrawer }],
  deleteConfirm: () => T.deleteCascade,
  onChanged: () => void refreshDictCache(),
};

export default function DictPage() {
  return <CrudPage def={dictTypeDef} />;
}
