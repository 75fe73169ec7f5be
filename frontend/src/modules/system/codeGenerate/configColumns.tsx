/** The columns of the column editor (配置): read-only facts, then the settings a developer chooses. */
import { Checkbox, Input, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CodeGenConfig } from '@/api/modules/codeGenerate';
import type { Option } from '@/shared/crud';
import { dictOptions } from '@/shared/utils/dict';
import { canToggle, FLAG_KEYS, flagState, isEditable, isForced, isPrimary, needsDict, type FlagKey } from './configRules';
import { T } from './texts';

export interface ConfigColumnOptions {
  rows: readonly CodeGenConfig[];
  /** Whether the user may change anything (sysCodeGenerateConfig:edit). */
  editable: boolean;
  dictTypes: Option[];
  onChange: (row: CodeGenConfig, patch: Partial<CodeGenConfig>) => void;
  onFlagAll: (key: FlagKey, on: boolean) => void;
}

const FLAG_TITLES: Record<FlagKey, string> = {
  whetherTable: T.whetherTable,
  whetherRetract: T.whetherRetract,
  whetherAddUpdate: T.whetherAddUpdate,
  whetherRequired: T.whetherRequired,
  queryWhether: T.queryWhether,
};

/** Room for the header's checkbox and title (列表显示 has four characters, the others two). */
const flagWidth = (key: FlagKey) => 52 + FLAG_TITLES[key].length * 13;

export function configColumns({ rows, editable, dictTypes, onChange, onFlagAll }: ConfigColumnOptions): TableColumnsType<CodeGenConfig> {
  const locked = (row: CodeGenConfig) => !editable || !isEditable(row);
  const flag = (key: FlagKey) => {
    const state = flagState(rows, key);
    return {
      key,
      width: flagWidth(key),
      align: 'center' as const,
      title: (
        <Checkbox checked={state.checked} indeterminate={state.indeterminate} disabled={!editable || state.disabled}
          aria-label={T.selectAll(FLAG_TITLES[key])} onChange={(e) => onFlagAll(key, e.target.checked)}>
          {FLAG_TITLES[key]}
        </Checkbox>
      ),
      render: (_: unknown, row: CodeGenConfig) => (
        <Checkbox checked={row[key] === 'Y'} disabled={!editable || !canToggle(row, key)}
          title={isEditable(row) && isForced(row, key) ? T.forced : undefined} aria-label={`${FLAG_TITLES[key]}：${row.columnName}`}
          onChange={(e) => onChange(row, { [key]: e.target.checked ? 'Y' : 'N' })} />
      ),
    };
  };
  return [
    { key: 'columnName', title: T.column, dataIndex: 'columnName', width: 130, ellipsis: true },
    {
      key: 'columnComment', title: T.columnComment, width: 150,
      render: (_, row) => (
        <Input size="small" value={row.columnComment ?? ''} disabled={locked(row)} maxLength={20} placeholder={row.columnName}
          aria-label={`${T.columnComment}：${row.columnName}`}
          onChange={(e) => onChange(row, { columnComment: e.target.value })} />
      ),
    },
    { key: 'dataType', title: T.dataType, dataIndex: 'dataType', width: 110, ellipsis: true },
    { key: 'javaType', title: T.javaType, dataIndex: 'javaType', width: 90, ellipsis: true },
    ...FLAG_KEYS.map(flag),
    {
      key: 'queryType', title: T.queryType, width: 120,
      render: (_, row) => (
        <Select size="small" style={{ width: '100%' }} value={row.queryType ?? undefined} options={dictOptions('code_gen_query_type')}
          disabled={locked(row) || row.queryWhether !== 'Y'} aria-label={`${T.queryType}：${row.columnName}`}
          onChange={(v: string) => onChange(row, { queryType: v })} />
      ),
    },
    {
      key: 'effectType', title: T.effectType, width: 130,
      render: (_, row) => (
        <Select size="small" style={{ width: '100%' }} value={row.effectType ?? undefined} options={dictOptions('code_gen_effect_type')}
          disabled={locked(row)} aria-label={`${T.effectType}：${row.columnName}`}
          onChange={(v: string) => onChange(row, { effectType: v })} />
      ),
    },
    {
      key: 'dictTypeCode', title: T.dictTypeCode, width: 170,
      render: (_, row) => (
        <Select size="small" style={{ width: '100%' }} value={row.dictTypeCode ?? undefined} options={dictTypes}
          disabled={locked(row) || !needsDict(row.effectType)} allowClear showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false} status={!locked(row) && needsDict(row.effectType) && !row.dictTypeCode ? 'warning' : undefined}
          aria-label={`${T.dictTypeCode}：${row.columnName}`}
          onChange={(v: string | undefined) => onChange(row, { dictTypeCode: v ?? null })} />
      ),
    },
    {
      key: 'columnKey', title: T.columnKey, width: 64, align: 'center',
      render: (_, row) => (isPrimary(row) ? <Tag color="gold" style={{ marginInlineEnd: 0 }}>{T.primary}</Tag> : null),
    },
  ];
}
