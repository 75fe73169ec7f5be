import type { ReactNode } from 'react';
import styles from './settings.module.css';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** Shown after the description as ` : value`, the way the original lists values. */
  value?: ReactNode;
  action?: ReactNode;
}

/** One line of a settings list: title, description (and value) on the left, an action on the right. */
export function SettingRow({ title, description, value, action }: Props) {
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>{title}</div>
        {(description || value) && (
          <div className={styles.rowDesc}>
            {description}
            {value !== undefined && value !== null && <> : <span>{value}</span></>}
          </div>
        )}
      </div>
      {action && <div>{action}</div>}
    </div>
  );
}

export function SettingList({ children }: { children: ReactNode }) {
  return <div className={styles.rowList}>{children}</div>;
}
