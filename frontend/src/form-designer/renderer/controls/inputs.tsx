import { Input, InputNumber, Space } from 'antd';
import { precisionOf } from '../../schema/values';
import type { ControlProps } from '../../registry/types';
import { bool, num, placeholderOf, str, widthStyle } from './util';
import { LeanInput, NumberShell, useLean, useWake } from './lean';

export function InputControl({ node, id, value, onChange, disabled, status }: ControlProps) {
  const lean = useLean();
  const o = node.options;
  const before = str(o.addonBefore);
  const after = str(o.addonAfter);
  if (lean && !before && !after && !bool(o.clearable) && !str(o.prefix) && !str(o.suffix)) {
    return (
      <LeanInput
        id={id}
        type={str(o.type, 'text') || 'text'}
        value={str(value)}
        onChange={onChange}
        placeholder={placeholderOf(o)}
        maxLength={num(o.maxLength)}
        disabled={disabled}
        status={status}
        style={widthStyle(o)}
      />
    );
  }
  const input = (
    <Input
      id={id}
      type={str(o.type, 'text') || 'text'}
      value={str(value)}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholderOf(o)}
      allowClear={bool(o.clearable)}
      maxLength={num(o.maxLength)}
      prefix={str(o.prefix) || undefined}
      suffix={str(o.suffix) || undefined}
      disabled={disabled}
      status={status}
      style={before || after ? undefined : widthStyle(o)}
    />
  );
  if (!before && !after) return input;
  return (
    <Space.Compact style={widthStyle(o) ?? { width: '100%' }}>
      {before && <Space.Addon>{before}</Space.Addon>}
      {input}
      {after && <Space.Addon>{after}</Space.Addon>}
    </Space.Compact>
  );
}

export function TextareaControl({ node, id, value, onChange, disabled, status }: ControlProps) {
  const o = node.options;
  const autoSize = (o.autoSize as { minRows?: number; maxRows?: number } | undefined) ?? {};
  return (
    <Input.TextArea
      id={id}
      value={str(value)}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholderOf(o)}
      allowClear={bool(o.clearable)}
      maxLength={num(o.maxLength)}
      autoSize={{ minRows: num(o.minRows) ?? autoSize.minRows ?? 4, maxRows: num(o.maxRows) ?? autoSize.maxRows ?? 6 }}
      disabled={disabled}
      status={status}
      style={widthStyle(o)}
    />
  );
}

export function NumberControl({ node, id, value, onChange, disabled, status }: ControlProps) {
  const lean = useLean();
  const [wake, handlers] = useWake(disabled);
  const o = node.options;
  const n = num(value);
  if (lean && !wake) {
    return (
      <NumberShell
        id={id}
        value={n}
        precision={precisionOf(o.precision) ?? undefined}
        min={num(o.min)}
        max={num(o.max)}
        step={num(o.step) ?? 1}
        placeholder={placeholderOf(o)}
        disabled={disabled}
        status={status}
        style={widthStyle(o) ?? { width: '100%' }}
        handlers={handlers}
      />
    );
  }
  return (
    <InputNumber<number>
      autoFocus={wake?.focus}
      id={id}
      value={n ?? null}
      onChange={(v) => onChange(v ?? null)}
      min={num(o.min)}
      max={num(o.max)}
      precision={precisionOf(o.precision) ?? undefined}
      step={num(o.step) ?? 1}
      placeholder={placeholderOf(o)}
      disabled={disabled}
      status={status}
      style={widthStyle(o) ?? { width: '100%' }}
    />
  );
}
