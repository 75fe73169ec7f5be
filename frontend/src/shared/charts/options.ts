/** Pure builders of the echarts options of the console's small charts (kept apart so they are unit-tested). */
import type { ChartOption } from './echarts';
import { AXIS_COLOR, formatCount, GRID_COLOR, PALETTE, percent } from './format';

export interface Series {
  name: string;
  values: readonly number[];
  color?: string;
}

export interface TrendOptionInput {
  labels: readonly string[];
  series: readonly Series[];
  kind: 'area' | 'line' | 'bar';
  formatLabel: (label: string) => string;
  formatValue: (value: number) => string;
  emptyText: string;
}

const colorOf = (s: Series, i: number) => s.color ?? PALETTE[i % PALETTE.length];

/** Whether there is nothing to draw (no slots, or every value zero). */
export function isEmpty(labels: readonly string[], series: readonly Series[]): boolean {
  return !labels.length || !series.some((s) => s.values.some((v) => v > 0));
}

/** Area/line series one per line, or bars stacked per slot; the legend when there are several series. */
export function trendOption({ labels, series, kind, formatLabel, formatValue, emptyText }: TrendOptionInput): ChartOption {
  const empty = isEmpty(labels, series);
  return {
    animation: false,
    color: series.map(colorOf),
    grid: { top: 16, right: 12, bottom: series.length > 1 ? 44 : 24, left: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: kind === 'bar' ? 'shadow' : 'line' },
      valueFormatter: (v: unknown) => formatValue(Number(v ?? 0)),
    },
    legend: series.length > 1 ? { bottom: 0, icon: 'circle', itemWidth: 8, itemHeight: 8 } : { show: false },
    title: empty ? { text: emptyText, left: 'center', top: 'middle', textStyle: { fontSize: 12, fontWeight: 'normal', color: AXIS_COLOR } } : undefined,
    xAxis: {
      type: 'category',
      data: [...labels],
      boundaryGap: kind === 'bar',
      axisLabel: { color: AXIS_COLOR, formatter: (l: string) => formatLabel(l), hideOverlap: true },
      axisTick: { show: false },
      axisLine: { lineStyle: { color: GRID_COLOR } },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      max: empty ? 1 : undefined,
      axisLabel: { color: AXIS_COLOR, formatter: (v: number) => formatValue(v) },
      splitLine: { lineStyle: { color: GRID_COLOR, type: 'dashed' } },
    },
    series: series.map((s) => ({
      name: s.name,
      type: kind === 'bar' ? 'bar' : 'line',
      data: [...s.values],
      stack: kind === 'bar' ? 'total' : undefined,
      barMaxWidth: 28,
      showSymbol: false,
      smooth: false,
      lineStyle: { width: 2 },
      areaStyle: kind === 'area' ? { opacity: 0.12 } : undefined,
    })),
  };
}

/** A tiny area line without axes, tooltip or legend (the card around it says what it is). */
export function sparkOption(values: readonly number[], color: string): ChartOption {
  return {
    animation: false,
    grid: { top: 2, right: 1, bottom: 0, left: 1 },
    xAxis: { type: 'category', show: false, boundaryGap: false, data: values.map((_, i) => i) },
    yAxis: { type: 'value', show: false, min: 0 },
    series: [{
      type: 'line', data: [...values], showSymbol: false, silent: true,
      lineStyle: { width: 1.5, color }, areaStyle: { color, opacity: 0.15 },
    }],
  };
}

export interface RingItem {
  name: string;
  value: number;
}

export interface RingRow {
  name: string;
  share: string;
  value: string;
  color: string;
}

/** The legend beside the ring: name, share and value of each item (negative values count as zero). */
export function ringLegend(items: readonly RingItem[], formatValue: (v: number) => string): RingRow[] {
  const total = items.reduce((sum, i) => sum + Math.max(0, i.value), 0);
  return items.map((item, i) => ({
    name: item.name,
    share: percent(total ? Math.max(0, item.value) / total : 0),
    value: formatValue(item.value),
    color: PALETTE[i % PALETTE.length],
  }));
}

/** Shares as a ring with the total (and its label) in the middle; hovering a slice shows it in a tooltip. */
export function ringOption(items: readonly RingItem[], totalLabel: string, formatValue: (v: number) => string, size: number): ChartOption {
  const clean = items.map((i) => ({ name: i.name, value: Math.max(0, i.value) }));
  const total = clean.reduce((sum, i) => sum + i.value, 0);
  const r = size / 2 - 4;
  return {
    animation: false,
    color: PALETTE,
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number }) => `${p.name}：${formatValue(p.value)}（${percent(total ? p.value / total : 0)}）`,
    },
    title: {
      text: formatValue(total),
      subtext: totalLabel,
      left: 'center',
      top: size / 2 - 26,
      itemGap: 4,
      textStyle: { fontSize: 20, fontWeight: 600 },
      subtextStyle: { fontSize: 12, color: AXIS_COLOR },
    },
    series: [{
      type: 'pie',
      radius: [r * 0.64, r],
      center: ['50%', '50%'],
      label: { show: false },
      emphasis: { scale: true, scaleSize: 3 },
      itemStyle: { borderColor: '#fff', borderWidth: 1 },
      data: clean,
    }],
  };
}

export { formatCount };
