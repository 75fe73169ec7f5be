import { useMemo } from 'react';
import { EChart } from './EChart';
import { sparkOption } from './options';

/** A tiny area line without axes, for a figure card (the values' meaning is in the card's text). */
export function Sparkline({ values, height = 40, color = '#1677ff', title }: { values: readonly number[]; height?: number; color?: string; title: string }) {
  const option = useMemo(() => sparkOption(values, color), [values, color]);
  return <EChart option={option} height={height} title={title} />;
}
