import { Breadcrumb, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { DEFAULT_ROUTE } from '../config';
import { breadcrumbOf, normaliseLookupPath } from '../menuRoutes';
import { usePathIndex } from '../routeModel';
import { PageHeaderContext, type PageHeaderOptions } from './pageHeader';
import styles from './PageView.module.css';

/** A menu group with a page header: breadcrumb 首页 / group / page plus what the page adds (title, description, extra, tabs). */
export default function PageView() {
  const { pathname } = useLocation();
  const index = usePathIndex();
  const node = index.get(normaliseLookupPath(pathname));
  const [header, setHeader] = useState<PageHeaderOptions | null>(null);
  const crumbs = useMemo(
    () => [
      { key: 'home', title: <Link to={DEFAULT_ROUTE}>首页</Link> },
      ...(node ? breadcrumbOf(node).map((c) => ({ key: c.path, title: c.title })) : []),
    ],
    [node],
  );
  const hidden = node?.meta.hiddenHeaderContent;
  // Pages usually title themselves; the header shows a title only when the page asks for one.
  const hasBody = Boolean(header && (header.title || header.description || header.links || header.extra));
  return (
    <PageHeaderContext.Provider value={setHeader}>
      {!hidden && (
        <div className={styles.header}>
          <Breadcrumb items={crumbs} />
          {hasBody && (
            <div className={styles.row}>
              <div className={styles.main}>
                {header?.title && (
                  <Typography.Title level={4} className={styles.title}>
                    {header.title}
                  </Typography.Title>
                )}
                {header?.description && <div className={styles.description}>{header.description}</div>}
                {header?.links && <div className={styles.links}>{header.links}</div>}
              </div>
              {header?.extra && <div className={styles.extra}>{header.extra}</div>}
            </div>
          )}
          {header?.tabs && (
            <Tabs
              className={styles.tabs}
              items={header.tabs.items}
              activeKey={header.tabs.activeKey}
              onChange={header.tabs.onChange}
            />
          )}
        </div>
      )}
      <div className={styles.content}>
        <Outlet />
      </div>
    </PageHeaderContext.Provider>
  );
}
