import { useState, type MouseEvent } from 'react';
import styles from './charts.module.css';
import { areaPath, formatCount, labelEvery, linear, linePath, niceTicks, PALETTE, shortLabel, slotAt } from './scale';
import { Legend, Tooltip } from './Tooltip';
import { useWidth } from './useWidth';

export interface Series {
  name: string;
  values: readonly number[];
  color?: string;
}

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

const PAD = { top: 10, right: 8, bottom: 24 };

/** A time series as an area/line or stacked-bar chart, with axis ticks, a legend and a hover tooltip. */
export function TrendChart({
  labels, series, kind = 'area', height = 260, title, formatLabel = shortLabel, formatValue = formatCount, emptyText = '暂无数据',
}: TrendChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const colors = series.map((s, i) => s.color ?? PALETTE[i % PALETTE.length]);
  const count = labels.length;
  const stackedMax = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = kind === 'bar' ? Math.max(0, ...stackedMax) : Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max, 4);
  const top = ticks[ticks.length - 1];
  const left = Math.max(28, formatValue(top).length * 7 + 10);
  const plotW = Math.max(10, width - left - PAD.right);
  const baseY = height - PAD.bottom;
  const y = linear(0, top, baseY, PAD.top);
  const band = count ? plotW / count : plotW;
  const cx = (i: number) => left + band * (i + 0.5);
  const every = labelEvery(count, plotW, 48);
  const empty = !count || max === 0;

  const onMove = (e: MouseEvent<SVGSVGElement>) => {
    if (!count) return;
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    setHover(x < left || x > left + plotW ? null : slotAt(x, left, plotW, count, false));
  };

  const barW = Math.max(2, Math.min(28, band * 0.6));
  return (
    <div ref={ref} className={styles.box}>
      <svg className={styles.svg} width={width} height={height} role="img" aria-label={title}
        onMouseMove={onMove} onMouseLeave={() => setHover(null)}>
        {ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={left} x2={left + plotW} y1={y(t)} y2={y(t)} />
            <text className={styles.axis} x={left - 6} y={y(t)} dy="0.32em" textAnchor="end">{formatValue(t)}</text>
          </g>
        ))}
        {labels.map((l, i) => (i % every === 0 ? (
          <text key={l} className={styles.axis} x={cx(i)} y={baseY + 16} textAnchor="middle">{formatLabel(l)}</text>
        ) : null))}
        {hover !== null && (
          kind === 'bar'
            ? <rect x={left + band * hover} y={PAD.top} width={band} height={baseY - PAD.top} fill="rgba(0,0,0,0.04)" />
            : <line x1={cx(hover)} x2={cx(hover)} y1={PAD.top} y2={baseY} stroke="rgba(0,0,0,0.15)" />
        )}
        {!empty && kind === 'bar' && labels.map((l, i) => {
          let acc = 0;
          return (
            <g key={l}>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                const y0 = y(acc);
                acc += v;
                return v > 0 ? <rect key={s.name} x={cx(i) - barW / 2} y={y(acc)} width={barW} height={y0 - y(acc)} fill={colors[k]} /> : null;
              })}
            </g>
          );
        })}
        {!empty && kind !== 'bar' && series.map((s, k) => {
          const points = labels.map((_, i) => [cx(i), y(s.values[i] ?? 0)] as const);
          return (
            <g key={s.name}>
              {kind === 'area' && <path d={areaPath(points, baseY)} fill={colors[k]} opacity={0.12} />}
              <path d={linePath(points)} fill="none" stroke={colors[k]} strokeWidth={2} />
              {hover !== null && <circle cx={cx(hover)} cy={y(s.values[hover] ?? 0)} r={4} fill="#fff" stroke={colors[k]} strokeWidth={2} />}
            </g>
          );
        })}
        {empty && <text className={styles.axis} x={left + plotW / 2} y={(PAD.top + baseY) / 2} textAnchor="middle">{emptyText}</text>}
      </svg>
      {hover !== null && !empty && (
        <Tooltip x={cx(hover)} width={width} title={labels[hover]}
          rows={series.map((s, k) => ({ name: s.name, value: formatValue(s.values[hover] ?? 0), color: colors[k] }))} />
      )}
      <Legend items={series.map((s, k) => ({ name: s.name, color: colors[k] }))} />
    </div>
  );
}
