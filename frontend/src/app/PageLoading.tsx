import styles from './PageLoading.module.css';

/** A CSS-only loading indicator for route fallbacks (keeps antd's Spin out of the first bundle). */
export function PageLoading({ full = false }: { full?: boolean }) {
  return (
    <div className={full ? styles.full : styles.inline} role="status" aria-label="加载中">
      <span className={styles.dot} />
    </div>
  );
}
