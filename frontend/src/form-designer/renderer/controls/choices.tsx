import { useId, useMemo } from 'react';
import { Checkbox, Radio, Select } from 'antd';
import { optionSource, optionsOf } from '../../schema/values';
import type { ControlProps } from '../../registry/types';
import { T } from '../../texts';
import { bool, placeholderOf, str, widthStyle } from './util';
import { LeanCheckboxGroup, LeanRadioGroup, SelectShell, useLean, useWake } from './lean';

type Flat = { value: string | number; label: string };

/** Static or dynamic options as {value, label} with primitive values. */
function useFlatOptions(options: Record<string, unknown>, dynamicData: Record<string, unknown>): Flat[] {
  const source = optionSource(options, dynamicData);
  return useMemo(
    () =>
      optionsOf(options, dynamicData).map((item) => ({
        value: typeof item.value === 'number' ? item.value : str(item.value),
        label: str(item.label, str(item.value)),
      })),
    // the option list itself is the dependency, not the whole options bag
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source],
  );
}

export function SelectControl({ node, id, value, onChange, disabled, status, env }: ControlProps) {
  const o = node.options;
  const items = useFlatOptions(o, env.dynamicData);
  const lean = useLean();
  const [wake, handlers] = useWake(disabled);
  const multiple = bool(o.multiple);
  const current = multiple ? (Array.isArray(value) ? value : value === '' || value == null ? [] : [value]) : value === '' || value == null ? undefined : value;
  if (lean && !wake && !multiple) {
    const chosen = current === undefined ? null : (items.find((item) => item.value === current)?.label ?? str(current));
    return (
      <SelectShell
        id={id}
        text={chosen}
        placeholder={placeholderOf(o, T.pleaseSelect)}
        disabled={disabled}
        status={status}
        style={widthStyle(o) ?? { width: '100%' }}
        handlers={handlers}
      />
    );
  }
  return (
    <Select
      id={id}
      autoFocus={wake?.focus}
      defaultOpen={wake?.open}
      value={current as string | string[] | undefined}
      onChange={(v) => onChange(v === undefined ? (multiple ? [] : undefined) : v)}
      options={items}
      mode={multiple ? 'multiple' : undefined}
      allowClear={bool(o.clearable)}
      showSearch={bool(o.showSearch) || bool(o.filterable) ? { optionFilterProp: 'label' } : false}
      placeholder={placeholderOf(o, T.pleaseSelect)}
      disabled={disabled}
      status={status}
      style={widthStyle(o) ?? { width: '100%' }}
    />
  );
}

export function CheckboxControl({ node, id, value, onChange, disabled, env }: ControlProps) {
  const items = useFlatOptions(node.options, env.dynamicData);
  const lean = useLean();
  if (lean) {
    return <LeanCheckboxGroup id={id} items={items} value={Array.isArray(value) ? value : []} onChange={onChange} disabled={disabled} />;
  }
  return (
    <Checkbox.Group
      data-id={id}
      value={Array.isArray(value) ? value : []}
      onChange={(v) => onChange(v)}
      options={items}
      disabled={disabled}
    />
  );
}

export function RadioControl({ node, id, value, onChange, disabled, env }: ControlProps) {
  const items = useFlatOptions(node.options, env.dynamicData);
  const lean = useLean();
  const name = useId();
  if (lean) return <LeanRadioGroup id={id} name={name} items={items} value={value} onChange={onChange} disabled={disabled} />;
  return (
    <Radio.Group id={id} value={value} onChange={(e) => onChange(e.target.value)} options={items} disabled={disabled} />
  );
}
