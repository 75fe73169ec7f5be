import { Tag } from 'antd';
import type { SysConfig } from '@/api/modules/sys';
import { isSuperAdmin } from '@/shared/utils/perm';
import { useSession } from '@/app/session';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { dictTypeData } from '@/shared/utils/dict';
import { T } from './texts';

/** A security-relevant row is changed by super administrators only (the server refuses the others). */
const mayChange = (row: SysConfig): boolean => !row.superOnly || isSuperAdmin(useSession.getState());

/**
 * 系统配置: 参数名称, 唯一编码, 参数值, 系统参数 (system rows cannot be deleted), 所属分类, 备注.
 * Security-relevant rows show 仅超管 and no edit/delete to other administrators; secret values come
 * masked from the server.
 */
export const configDef: ResourceDef<SysConfig> = {
  name: 'sysConfig',
  title: T.title,
  api: { detail: true },
  formColumns: 2,
  columns: [
    { key: 'name', title: T.name, inSearch: true, sorter: true, width: 180, rules: { required: true, max: 100 } },
    {
      key: 'code', title: T.code, inSearch: true, width: 260, ellipsis: true,
      rules: { required: true, max: 50, pattern: /^[A-Z0-9_]+$/, patternMessage: T.codePattern },
      render: (v, row) => (
        <>{String(v)}{row.superOnly && <Tag color="red" style={{ marginInlineStart: 8 }}>{T.superOnly}</Tag>}</>
      ),
    },
    { key: 'value', title: T.value, ellipsis: true, width: 160, rules: { required: true, max: 255 } },
    {
      key: 'sysFlag', title: T.sysFlag, type: 'radio', dictCode: 'yes_or_no', defaultValue: 'N', width: 100,
      tooltip: T.sysFlagHelp, rules: { required: true },
      render: (v) => <Tag color={v === 'Y' ? 'orange' : 'default'}>{dictTypeData('yes_or_no', v as string)}</Tag>,
    },
    { key: 'groupCode', title: T.groupCode, type: 'dict', dictCode: 'consts_type', inSearch: true, width: 140, rules: { required: true } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, wide: true, rules: { max: 255 } },
  ],
  canEdit: mayChange,
  canDelete: (row) => row.sysFlag !== 'Y' && mayChange(row),
};

export default function ConfigPage() {
  return <CrudPage def={configDef} />;
}
