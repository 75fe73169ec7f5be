import { useMemo } from 'react';
import { EChart } from './EChart';
import { formatCount, shortLabel } from './format';
import { trendOption, type Series } from './options';

export type { Series } from './options';

export interface TrendChartProps {
  /** One label per slot (days `yyyy-MM-dd`, hours `yyyy-MM-dd HH`, or any text). */
  labels: readonly string[];
  series: readonly Series[];
  /** `bar` stacks the series; `area` and `line` draw one line each. */
  kind?: 'area' | 'line' | 'bar';
  height?: number;
  title: string;
  formatLabel?: (label: string) => string;
  formatValue?: (value: number) => string;
  emptyText?: string;
}

/** A time series as an area/line or stacked-bar chart, with axis ticks, a legend and a hover tooltip. */
export function TrendChart({
  labels, series, kind = 'area', height = 260, title, formatLabel = shortLabel, formatValue = formatCount, emptyText = '暂无数据',
}: TrendChartProps) {
  const option = useMemo(
    () => trendOption({ labels, series, kind, formatLabel, formatValue, emptyText }),
    [labels, series, kind, formatLabel, formatValue, emptyText],
  );
  return <EChart option={option} height={height} title={title} />;
}
