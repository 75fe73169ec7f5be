import { Flex, InputNumber, Slider } from 'antd';
import type { ControlProps } from '../../registry/types';
import { bool, num, widthStyle } from './util';

/** 滑动输入条 (its own module, loaded with the first slider). */
export function SliderControl({ node, id, value, onChange, disabled }: ControlProps) {
  const o = node.options;
  const min = num(o.min) ?? 0;
  const max = num(o.max) ?? 100;
  const step = num(o.step) ?? 1;
  const current = num(value) ?? min;
  const slider = (
    <Slider
      id={id}
      value={current}
      onChange={(v: number) => onChange(v)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      style={bool(o.showInput) ? { flex: 1 } : widthStyle(o)}
    />
  );
  if (!bool(o.showInput)) return slider;
  return (
    <Flex gap={12} align="center" style={widthStyle(o)}>
      {slider}
      <InputNumber<number>
        value={current}
        onChange={(v) => onChange(v ?? min)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        style={{ width: 80 }}
      />
    </Flex>
  );
}
