import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PRODUCT_NAME } from '../config';
import { PageLoading } from '../PageLoading';
import { GlobalFooter } from './GlobalFooter';
import styles from './UserLayout.module.css';

/** Pre-login pages: header with the product name, the page in a banner area, footer. */
export default function UserLayout() {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Link to="/user/login" className={styles.brand}>
          <img src="/logo.svg" alt="logo" className={styles.logo} />
          <span className={styles.title}>{PRODUCT_NAME}</span>
        </Link>
      </div>
      <main className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <GlobalFooter />
    </div>
  );
}
