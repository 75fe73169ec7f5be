import { useMemo } from 'react';
import styles from './charts.module.css';
import { EChart } from './EChart';
import { formatCount } from './format';
import { ringLegend, ringOption, type RingItem } from './options';

export type { RingItem } from './options';

export interface RingChartProps {
  items: readonly RingItem[];
  title: string;
  /** Text under the total in the middle (e.g. 总计). */
  totalLabel: string;
  formatValue?: (value: number) => string;
  size?: number;
  emptyText?: string;
}

/** Shares as a ring with the total in the middle and a legend (name, share, value) beside it; hovering shows a slice. */
export function RingChart({ items, title, totalLabel, formatValue = formatCount, size = 168, emptyText = '暂无数据' }: RingChartProps) {
  const option = useMemo(() => ringOption(items, totalLabel, formatValue, size), [items, totalLabel, formatValue, size]);
  if (!items.some((i) => i.value > 0)) {
    return <div className={styles.empty} style={{ height: size }}>{emptyText}</div>;
  }
  return (
    <div className={styles.ring}>
      <div className={styles.ringChart} style={{ width: size }}>
        <EChart option={option} height={size} title={title} />
      </div>
      <div className={styles.ringLegend}>
        {ringLegend(items, formatValue).map((row) => (
          <div key={row.name} className={styles.ringItem}>
            <span className={styles.dot} style={{ background: row.color }} />
            <span className={styles.ringName} title={row.name}>{row.name}</span>
            <span className={styles.muted}>{row.share}</span>
            <span>{row.value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
