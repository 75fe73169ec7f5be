import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './notice.css';

/**
 * A notice's HTML as the reader sees it. The server stores it through an allow-list already; the
 * browser sanitises it again because markup reaches the page through innerHTML.
 */
export function NoticeContent({ html }: { html: string | null | undefined }) {
  const safe = useMemo(
    () => DOMPurify.sanitize(html ?? '', { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] }),
    [html],
  );
  return <div className="notice-content" data-testid="notice-content" dangerouslySetInnerHTML={{ __html: safe }} />;
}
