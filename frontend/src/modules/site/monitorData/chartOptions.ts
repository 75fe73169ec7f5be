/** The echarts option of one chart of a data screen: a line per field over time, limits as mark lines. */
import dayjs from 'dayjs';
import type { Series } from '@/api/modules/monitorData';
import type { ChartOption } from '@/shared/charts/echarts';
import { PALETTE } from '@/shared/charts/format';
import type { ChartGroup } from './types';

const AXIS = 'rgba(0, 0, 0, 0.45)';

function fmt(v: number | null | undefined): string {
  return v === null || v === undefined ? '-' : String(Math.round(v * 100) / 100);
}

/** Limits known for the device, as dashed horizontal lines with their name and value. */
export function markLines(group: ChartGroup, thresholds: Record<string, number>) {
  return group.marks
    .filter((m) => typeof thresholds[m.key] === 'number')
    .map((m) => ({
      name: m.label,
      yAxis: thresholds[m.key],
      lineStyle: { color: m.color, type: 'dashed' as const, width: 1.5 },
      label: { formatter: `${m.label} ${thresholds[m.key]}`, position: 'insideEndTop' as const, color: m.color },
    }));
}

export function seriesOption(series: Series, group: ChartGroup, thresholds: Record<string, number>): ChartOption {
  const lines = series.lines.filter((l) => group.fields.includes(l.field));
  const marks = markLines(group, thresholds);
  const unit = lines[0]?.unit ?? '';
  const spread = series.step > 60 || series.source === 'minute';
  const top = Math.max(0, ...marks.map((m) => m.yAxis));
  return {
    animation: false,
    color: PALETTE,
    grid: { top: 28, right: 24, bottom: 56, left: 8, containLabel: true },
    legend: lines.length > 1 ? { top: 0, icon: 'circle', itemWidth: 8, itemHeight: 8 } : { show: false },
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number; seriesIndex: number; marker: string; seriesName: string }[]) => {
        if (!params.length) return '';
        const index = params[0].dataIndex;
        const head = dayjs(series.times[index]).format('YYYY-MM-DD HH:mm:ss');
        const rows = params.map((p) => {
          const line = lines[p.seriesIndex];
          const range = spread ? `（${fmt(line.low[index])} ~ ${fmt(line.high[index])}）` : '';
          return `${p.marker}${p.seriesName}：${fmt(line.avg[index])}${line.unit}${range}`;
        });
        return [head, ...rows].join('<br/>');
      },
    },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    xAxis: { type: 'time', axisLabel: { color: AXIS, hideOverlap: true }, axisLine: { lineStyle: { color: '#f0f0f0' } } },
    yAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { color: AXIS },
      max: (v: { max: number }) => (top > v.max ? Math.ceil(top * 1.1 - 1e-9) : undefined),
      axisLabel: { color: AXIS },
      splitLine: { lineStyle: { color: '#f0f0f0', type: 'dashed' } },
    },
    series: lines.map((l, i) => ({
      name: l.label,
      type: 'line',
      showSymbol: false,
      connectNulls: false,
      sampling: 'lttb',
      lineStyle: { width: 1.5 },
      data: series.times.map((t, k) => [t, l.avg[k]]),
      markLine: i === 0 && marks.length ? { symbol: 'none', silent: true, data: marks } : undefined,
    })),
  };
}
