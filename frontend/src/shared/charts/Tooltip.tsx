import styles from './charts.module.css';

export interface TooltipRow {
  name: string;
  value: string;
  color: string;
}

/** The floating box of a hovered slot: its label and one row per series. Placed left of x near the right edge. */
export function Tooltip({ x, width, title, rows }: { x: number; width: number; title: string; rows: TooltipRow[] }) {
  const flip = x > width - 160;
  const style = flip ? { right: width - x + 12 } : { left: x + 12 };
  return (
    <div className={styles.tooltip} style={style} role="tooltip">
      <div className={styles.tooltipTitle}>{title}</div>
      {rows.map((r) => (
        <div key={r.name} className={styles.row}>
          <span><span className={styles.dot} style={{ background: r.color }} />{r.name}</span>
          <strong>{r.value}</strong>
        </div>
      ))}
    </div>
  );
}

export function Legend({ items }: { items: { name: string; color: string }[] }) {
  if (items.length < 2) return null;
  return (
    <div className={styles.legend}>
      {items.map((i) => (
        <span key={i.name}><span className={styles.dot} style={{ background: i.color }} />{i.name}</span>
      ))}
    </div>
  );
}
