import { Form, Select, Typography } from 'antd';
import { errorMessage } from '@/api/http';
import type { TableInfo } from '@/api/modules/codeGenerate';
import { useSourceData, type ControlProps } from '@/shared/crud';
import { valuesForTable } from './naming';
import { tableSource } from './sources';
import { T } from './texts';

/**
 * 表名称: the tables of the chosen data source (name and comment); picking one fills 功能名, 类名 and
 * 业务名 from it. A data source that cannot be read says why in the empty list.
 */
export function TableSelect({ value, onChange, deps, disabled, placeholder, id }: ControlProps & { id?: string }) {
  const form = Form.useFormInstance();
  const { data, isFetching, error } = useSourceData<TableInfo>(tableSource, deps);
  const tables = data ?? [];
  const options = tables.map((t) => ({ value: t.tableName, label: t.tableName, comment: t.tableComment ?? '' }));
  const pick = (name: string | undefined) => {
    onChange?.(name);
    const table = tables.find((t) => t.tableName === name);
    if (table) form.setFieldsValue(valuesForTable(table, form.getFieldValue('tablePrefix')));
  };
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={pick}
      disabled={disabled}
      placeholder={placeholder}
      loading={isFetching}
      allowClear
      showSearch={{ optionFilterProp: ['label', 'comment'] }}
      options={options}
      notFoundContent={isFetching ? undefined : (error ? errorMessage(error) : T.noTables)}
      status={error ? 'warning' : undefined}
      optionRender={(option) => (
        <span data-testid="codegen-table-option">
          <span>{option.data.label}</span>
          {option.data.comment && <Typography.Text type="secondary" style={{ marginLeft: 8 }}>{option.data.comment}</Typography.Text>}
        </span>
      )}
    />
  );
}
