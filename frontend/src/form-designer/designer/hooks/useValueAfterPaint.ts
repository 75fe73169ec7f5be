import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, but only after the browser has painted the frame in which it changed. The property panel
 * follows the selection this way: the canvas highlight reaches the screen first, then the panel
 * (an interruptible transition) fills in.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
