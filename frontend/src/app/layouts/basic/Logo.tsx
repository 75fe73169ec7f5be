import { Link } from 'react-router';
import { DEFAULT_ROUTE, PRODUCT_SHORT_NAME } from '@/app/config';
import styles from './BasicLayout.module.css';

/** Cuts a title to `max` characters with an ellipsis (10 in the side menu, 8 in top-menu mode). */
export function truncateTitle(title: string, max: number): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title;
}

export function Logo({ collapsed = false, topMenu = false, dark = true }: { collapsed?: boolean; topMenu?: boolean; dark?: boolean }) {
  return (
    <Link to={DEFAULT_ROUTE} className={`${styles.logo} ${dark ? styles.logoDark : styles.logoLight}`} title={PRODUCT_SHORT_NAME}>
      <img src="/logo.svg" alt="logo" />
      {!collapsed && <h1>{truncateTitle(PRODUCT_SHORT_NAME, topMenu ? 8 : 10)}</h1>}
    </Link>
  );
}
