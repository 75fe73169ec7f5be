import styles from './charts.module.css';
import { areaPath, linear, linePath } from './scale';
import { useWidth } from './useWidth';

/** A tiny area line without axes, for a figure card (the values' meaning is in the card's text). */
export function Sparkline({ values, height = 40, color = '#1677ff', title }: { values: readonly number[]; height?: number; color?: string; title: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(200);
  const max = Math.max(0, ...values);
  const x = linear(0, Math.max(1, values.length - 1), 1, width - 1);
  const y = linear(0, max || 1, height - 2, 2);
  const points = values.map((v, i) => [x(i), y(v)] as const);
  return (
    <div ref={ref} className={styles.box} style={{ height }}>
      <svg className={styles.svg} width={width} height={height} role="img" aria-label={title}>
        <title>{title}</title>
        {points.length > 1 && (
          <>
            <path d={areaPath(points, height)} fill={color} opacity={0.15} />
            <path d={linePath(points)} fill="none" stroke={color} strokeWidth={1.5} />
          </>
        )}
      </svg>
    </div>
  );
}
