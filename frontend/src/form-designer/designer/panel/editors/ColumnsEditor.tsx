import { App, Button, Input, InputNumber } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormColumn } from '../../../schema/types';
import { D } from '../../texts';
import type { EditorProps } from './types';

const asColumns = (v: unknown): FormColumn[] => (Array.isArray(v) ? (v as FormColumn[]) : []);

/** Asks before deleting a column that still holds controls. */
function useRemoveColumn(columns: FormColumn[], onChange: (v: unknown) => void) {
  const { modal } = App.useApp();
  return (i: number) => {
    const apply = () => onChange(columns.filter((_c, j) => j !== i));
    if ((columns[i]?.list ?? []).length === 0) apply();
    else modal.confirm({ title: D.warning, content: D.confirmDeleteContent, okText: D.yes, cancelText: D.no, okType: 'danger', onOk: apply });
  };
}

/** Grid columns: one span (0–24) per column, delete, 添加 (a span-12 column). */
export function GridColumnsEditor({ value, onChange }: EditorProps) {
  const columns = asColumns(value);
  const remove = useRemoveColumn(columns, onChange);
  const total = columns.reduce((n, c) => n + (typeof c.span === 'number' ? c.span : 0), 0);
  return (
    <div className="fd-rows">
      {columns.map((c, i) => (
        <div className="fd-row" key={i}>
          <span className="fd-row-label">
            {D.column}
            {i + 1}
          </span>
          <InputNumber
            size="small"
            min={0}
            max={24}
            style={{ flex: 1 }}
            value={typeof c.span === 'number' ? c.span : 0}
            onChange={(v) => onChange(columns.map((col, j) => (j === i ? { ...col, span: typeof v === 'number' ? v : 0 } : col)))}
          />
          <Button size="small" type="text" danger aria-label={D.delete} icon={<MinusCircleOutlined />} onClick={() => remove(i)} />
        </div>
      ))}
      {total > 24 && <div className="fd-field-warn">{D.spanOverflow(total)}</div>}
      <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => onChange([...columns, { span: 12, list: [] }])}>
        {D.add}
      </Button>
    </div>
  );
}

/** Tabs panes / select-input-list columns: 标题 + 值 per row, delete, 添加. */
export function PanesEditor({ value, onChange }: EditorProps) {
  const columns = asColumns(value);
  const remove = useRemoveColumn(columns, onChange);
  const set = (i: number, patch: Partial<FormColumn>) => onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const add = () => {
    const used = new Set(columns.map((c) => String(c.value)));
    let n = columns.length + 1;
    while (used.has(String(n))) n++;
    onChange([...columns, { value: String(n), label: `${D.optionPrefix}${n}`, list: [] }]);
  };
  return (
    <div className="fd-rows">
      {columns.map((c, i) => (
        <div className="fd-row" key={i}>
          <Input size="small" placeholder={D.paneTitle} value={c.label ?? ''} onChange={(e) => set(i, { label: e.target.value })} />
          <Input size="small" placeholder={D.optionValue} value={String(c.value ?? '')} onChange={(e) => set(i, { value: e.target.value })} />
          <Button size="small" type="text" danger aria-label={D.delete} icon={<MinusCircleOutlined />} onClick={() => remove(i)} />
        </div>
      ))}
      <Button size="small" type="link" icon={<PlusOutlined />} onClick={add}>
        {D.add}
      </Button>
    </div>
  );
}

/** Date range placeholders: two inputs. */
export function RangePlaceholderEditor({ value, onChange }: EditorProps) {
  const pair = Array.isArray(value) ? (value as unknown[]).map((v) => (typeof v === 'string' ? v : '')) : ['', ''];
  return (
    <div className="fd-row">
      <Input size="small" value={pair[0] ?? ''} onChange={(e) => onChange([e.target.value, pair[1] ?? ''])} />
      <Input size="small" value={pair[1] ?? ''} onChange={(e) => onChange([pair[0] ?? '', e.target.value])} />
    </div>
  );
}
