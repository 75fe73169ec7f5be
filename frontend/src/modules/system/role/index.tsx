import type { SysRole } from '@/api/modules/sys';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { GrantDataModal } from './GrantDataModal';
import { GrantMenuModal } from './GrantMenuModal';
import { T } from './texts';

/** 角色管理: 角色名, 唯一编码, 排序; actions 授权菜单 and 授权数据. */
export const roleDef: ResourceDef<SysRole> = {
  name: 'sysRole',
  title: T.title,
  api: { detail: true },
  columns: [
    { key: 'name', title: T.name, inSearch: true, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, inSearch: true, rules: { required: true, max: 50 } },
    { key: 'sort', title: T.sort, type: 'number', width: 100, sorter: true, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, rules: { max: 255 } },
  ],
  rowActions: [
    { key: 'grantMenu', text: T.grantMenu, perm: 'sysRole:grantMenu', modal: GrantMenuModal },
    { key: 'grantData', text: T.grantData, perm: 'sysRole:grantData', modal: GrantDataModal },
  ],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['sysRole', 'dropDown'] }),
};

export default function RolePage() {
  return <CrudPage def={roleDef} />;
}
