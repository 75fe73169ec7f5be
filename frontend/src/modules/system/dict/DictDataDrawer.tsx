import { Drawer } from 'antd';
import { useMemo } from 'react';
import type { SysDictData, SysDictType } from '@/api/modules/sys';
import { CrudPage, type ActionModalProps, type ResourceDef } from '@/shared/crud';
import { refreshDictCache } from '../shared/dictCache';
import { statusField } from '../shared/StatusSwitch';
import { T } from './texts';

/** The data rows of one dictionary type (GET /sysDictData/page?typeId=); every new row belongs to it. */
export function dictDataDef(typeId: string): ResourceDef<SysDictData> {
  return {
    name: 'sysDictData',
    title: T.dataTitle,
    api: { detail: true, changeStatus: true },
    columns: [
      { key: 'value', title: T.value, inSearch: true, rules: { required: true, max: 255 } },
      { key: 'code', title: T.code, inSearch: true, rules: { required: true, max: 50 } },
      { key: 'sort', title: T.sort, type: 'number', width: 90, sorter: true, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
      { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
      statusField<SysDictData>('sysDictData', T.whatData, T.status),
    ],
    toBody: (values) => ({ ...values, typeId }),
    onChanged: () => void refreshDictCache(),
  };
}

/** 字典: a drawer holding the CRUD page of the type's values. */
export function DictDataDrawer({ row, open, onClose }: ActionModalProps<SysDictType>) {
  const def = useMemo(() => dictDataDef(row.id), [row.id]);
  const params = useMemo(() => ({ typeId: row.id }), [row.id]);
  return (
    <Drawer title={T.dataDrawerTitle(row.name, row.code)} open={open} onClose={onClose} size={960}>
      <CrudPage def={def} params={params} bare />
    </Drawer>
  );
}
