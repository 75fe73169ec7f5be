import { COPYRIGHT, ICP_LINK, ICP_TEXT } from '../config';
import styles from './GlobalFooter.module.css';

/** Footer with the ICP filing link and the copyright line. */
export function GlobalFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.links}>
        <a href={ICP_LINK} target="_blank" rel="noopener noreferrer">
          {ICP_TEXT}
        </a>
      </div>
      <div>{COPYRIGHT}</div>
    </footer>
  );
}
