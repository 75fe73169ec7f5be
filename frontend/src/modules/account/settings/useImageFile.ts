import { useEffect, useState } from 'react';

/** Decodes an image from an object/data URL; null while loading or when it is not an image. */
export function useImage(src: string | null): { image: HTMLImageElement | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ src: string; image: HTMLImageElement | null } | null>(null);

  useEffect(() => {
    if (!src) return;
    let alive = true;
    const img = new Image();
    img.onload = () => alive && setLoaded({ src, image: img });
    img.onerror = () => alive && setLoaded({ src, image: null });
    img.src = src;
    return () => {
      alive = false;
    };
  }, [src]);

  const current = src && loaded?.src === src ? loaded : null;
  return { image: current?.image ?? null, failed: current !== null && current.image === null };
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
