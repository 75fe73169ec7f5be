import { useEffect, useState } from 'react';
import { TOKEN_ORIGINS } from '@/app/config';
import { KEYS, storage } from '@/shared/utils/storage';
import { safeUrl, tokenMayGo } from '@/shared/utils/urls';
import { useRouteNode } from './routeNode';

export const IFRAME_OFFSET = 260;

/**
 * The iframe address: none for a link that is not http(s) or relative (a `javascript:` frame would run in
 * the console's origin). A link asking for `token=` gets the stored token appended only on the console's
 * own origin or an allowed one (TOKEN_ORIGINS): anywhere else the token would sign in as the user.
 */
export function iframeSrc(link: string | null | undefined, token: string | null, allowed: readonly string[] = TOKEN_ORIGINS): string {
  const src = safeUrl(link);
  if (!src) return '';
  return src.includes('token=') && token && tokenMayGo(src, allowed) ? src + token : src;
}

/** Shows meta.link of the route full-width; height follows the viewport. */
export default function Iframe() {
  const node = useRouteNode();
  const [height, setHeight] = useState(() => window.innerHeight - IFRAME_OFFSET);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight - IFRAME_OFFSET);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const src = iframeSrc(node?.meta.link, storage.get<string>(KEYS.ACCESS_TOKEN));
  if (!src) return <div>404</div>;
  return (
    <iframe
      src={src}
      title={node?.meta.title ?? src}
      style={{ width: '100%', height: Math.max(height, 200), border: 0, display: 'block', background: '#fff' }}
    />
  );
}
