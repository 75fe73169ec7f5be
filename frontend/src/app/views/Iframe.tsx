import { useEffect, useState } from 'react';
import { KEYS, storage } from '@/shared/utils/storage';
import { useRouteNode } from './routeNode';

export const IFRAME_OFFSET = 260;

/** The iframe address: a link asking for `token=` gets the stored token appended. */
export function iframeSrc(link: string | null | undefined, token: string | null): string {
  if (!link) return '';
  return link.includes('token=') && token ? link + token : link;
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
