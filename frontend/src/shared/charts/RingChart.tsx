import { useState } from 'react';
import styles from './charts.module.css';
import { arcPath, formatCount, PALETTE, percent, slices } from './scale';

export interface RingItem {
  name: string;
  value: number;
}

export interface RingChartProps {
  items: readonly RingItem[];
  title: string;
  /** Text under the total in the middle (e.g. 总计). */
  totalLabel: string;
  formatValue?: (value: number) => string;
  size?: number;
  emptyText?: string;
}

/** Shares as a ring with the total in the middle and a legend (name, share, value); hovering picks a slice. */
export function RingChart({ items, title, totalLabel, formatValue = formatCount, size = 168, emptyText = '暂无数据' }: RingChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const parts = slices(items.map((i) => i.value));
  const total = items.reduce((sum, i) => sum + Math.max(0, i.value), 0);
  const r = size / 2 - 4;
  const r0 = r * 0.64;
  const c = size / 2;
  if (!parts.length) {
    return <div className={styles.empty} style={{ height: size }}>{emptyText}</div>;
  }
  const picked = active === null ? null : items[active];
  return (
    <div className={styles.ring}>
      <svg width={size} height={size} role="img" aria-label={title} onMouseLeave={() => setActive(null)}>
        {parts.map((p, i) => (p.share > 0 ? (
          <path key={items[i].name} d={arcPath(c, c, active === i ? r + 3 : r, r0, p.start, p.end)}
            fill={PALETTE[i % PALETTE.length]} stroke="#fff" strokeWidth={1} onMouseEnter={() => setActive(i)}>
            <title>{`${items[i].name}：${formatValue(items[i].value)}（${percent(p.share)}）`}</title>
          </path>
        ) : null))}
        <text x={c} y={c - 6} textAnchor="middle" className={styles.muted} fontSize={12}>{picked ? picked.name : totalLabel}</text>
        <text x={c} y={c + 16} textAnchor="middle" fontSize={20} fontWeight={600}>{formatValue(picked ? picked.value : total)}</text>
      </svg>
      <div className={styles.ringLegend}>
        {items.map((item, i) => (
          <div key={item.name} className={styles.ringItem} onMouseEnter={() => setActive(i)} onMouseLeave={() => setActive(null)}>
            <span className={styles.dot} style={{ background: PALETTE[i % PALETTE.length] }} />
            <span className={styles.ringName} title={item.name}>{item.name}</span>
            <span className={styles.muted}>{percent(parts[i]?.share ?? 0)}</span>
            <span>{formatValue(item.value)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
