import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds counter for "resend" buttons: start(60) shows 60, 59, ... 0 then becomes idle again. */
export function useCountdown() {
  const [left, setLeft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setLeft(null);
  }, []);

  const start = useCallback((seconds: number) => {
    if (timer.current !== null) clearInterval(timer.current);
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n === null || n <= 0) {
          if (timer.current !== null) clearInterval(timer.current);
          timer.current = null;
          return null;
        }
        return n - 1;
      });
    }, 1000);
  }, []);

  useEffect(() => () => {
    if (timer.current !== null) clearInterval(timer.current);
  }, []);

  return { left, running: left !== null, start, stop };
}
