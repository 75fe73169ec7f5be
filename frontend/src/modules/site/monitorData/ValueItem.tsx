import type { ReactNode } from 'react';
import styles from './monitorData.module.css';

export function show(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? '-' : String(Math.round(value * 10 ** digits) / 10 ** digits);
}

/** One `label value unit` pair of a device card. */
export function ValueItem({ label, children, unit, wide }: { label: string; children: ReactNode; unit?: string; wide?: boolean }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
      {unit ? <span className={styles.label}> {unit}</span> : null}
    </div>
  );
}
