/**
 * What a page inside PageView can add to its header: title override, description, extra content,
 * links and tabs. Pages call usePageHeader({...}) with a stable (memoised) object.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface PageHeaderTab {
  key: string;
  label: ReactNode;
}

export interface PageHeaderOptions {
  title?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  links?: ReactNode;
  tabs?: { items: PageHeaderTab[]; activeKey?: string; onChange?: (key: string) => void };
}

export const PageHeaderContext = createContext<((opts: PageHeaderOptions | null) => void) | null>(null);

export function usePageHeader(opts: PageHeaderOptions | null): void {
  const setHeader = useContext(PageHeaderContext);
  useEffect(() => {
    if (!setHeader) return undefined;
    setHeader(opts);
    return () => setHeader(null);
  }, [setHeader, opts]);
}
