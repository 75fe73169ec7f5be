import { Checkbox, Radio } from 'antd';
import type { ControlProps } from '../../registry/types';
import type { FormColumn } from '../../schema/types';
import { useOptionalRenderer, useOptionalTopic } from '../context';
import { BatchCell } from './batch/BatchCell';
import { str, widthStyle } from './util';

type Item = Record<string, unknown>;

/**
 * 选择输入列 (3.7.7+): one check box (multiple) or radio per column, each with its own inputs.
 * Value: one item per column `{value, label, checked, <child model>: value...}`.
 */
export function SelectInputListControl({ node, id, value, onChange, disabled, env }: ControlProps) {
  const store = useOptionalRenderer()?.store;
  const model = node.model ?? '';
  // the inputs' errors (`<model>.<column>.<child>`) are published on the field's error topic
  useOptionalTopic(store, `e:${model}`, () => store?.getErrorVersion(model) ?? 0, 0);
  const columns = node.columns ?? [];
  const multiple = node.options.multiple !== false && node.options.multiple !== 'false';
  const items = Array.isArray(value) ? (value as Item[]) : [];
  const itemOf = (col: FormColumn): Item =>
    items.find((it) => str(it?.value) === str(col.value)) ?? { value: col.value, label: col.label, checked: false };
  const emit = (col: FormColumn, next: Item) =>
    onChange(
      columns.map((c) => {
        if (c === col) return next;
        const it = itemOf(c);
        return !multiple && next.checked ? { ...it, checked: false } : it;
      }),
    );
  return (
    <div className="kfd-select-input-list" id={id} style={widthStyle(node.options)}>
      {columns.map((col, i) => {
        const item = itemOf(col);
        const Toggle = multiple ? Checkbox : Radio;
        return (
          <div key={i} className="kfd-sil-row">
            <Toggle checked={item.checked === true} disabled={disabled} onChange={(e) => emit(col, { ...item, checked: e.target.checked })}>
              {str(col.label)}
            </Toggle>
            {(col.list ?? []).map((child) => (
              <BatchCell
                key={child.key}
                node={child}
                row={item}
                error={child.model ? store?.getError(`${model}.${i}.${child.model}`) : undefined}
                disabled={disabled || item.checked !== true}
                env={env}
                onRow={(next) => emit(col, next)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
