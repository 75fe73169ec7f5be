import { Rate, Switch } from 'antd';
import type { ControlProps } from '../../registry/types';
import { bool, num } from './util';

export function RateControl({ node, id, value, onChange, disabled }: ControlProps) {
  const o = node.options;
  return (
    <Rate
      id={id}
      value={num(value) ?? 0}
      onChange={(v) => onChange(v)}
      count={num(o.max) ?? 5}
      allowHalf={bool(o.allowHalf)}
      disabled={disabled}
    />
  );
}

export function SwitchControl({ id, value, onChange, disabled }: ControlProps) {
  return <Switch id={id} checked={value === true || value === 'true'} onChange={(v) => onChange(v)} disabled={disabled} />;
}
