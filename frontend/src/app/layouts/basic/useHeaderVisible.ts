import { useEffect, useState } from 'react';
import { headerVisibleAfterScroll } from '@/app/breakpoints';

/** Auto-hide header: hidden while scrolling down past 300 px, shown again on scroll up. */
export function useHeaderVisible(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled) {
      setVisible(true);
      return undefined;
    }
    let last = window.scrollY;
    let ticking = false;
    const onScroll = () => {
      if (ticking) return;
      ticking = true;
      window.requestAnimationFrame(() => {
        const y = window.scrollY;
        setVisible((v) => headerVisibleAfterScroll(last, y, v));
        last = y;
        ticking = false;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return visible;
}
