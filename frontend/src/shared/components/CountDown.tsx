import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { formatHms, remaining } from '@/shared/utils/countdown';

interface Props {
  /** The end time: a Date or epoch milliseconds. */
  target: Date | number;
  /** Formats the milliseconds left; hh:mm:ss by default. */
  format?: (ms: number) => string;
  /** Called once when zero is reached (at once when the target is already past). */
  onEnd?: () => void;
  className?: string;
  style?: CSSProperties;
}

/** Shows the time left until `target`, ticking every second down to zero. */
export function CountDown({ target, format = formatHms, onEnd, className, style }: Props) {
  const end = typeof target === 'number' ? target : target.getTime();
  const [left, setLeft] = useState(() => remaining(end));
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const tick = () => {
      const ms = remaining(end);
      setLeft(ms);
      if (ms === 0) {
        if (timer !== null) clearInterval(timer);
        timer = null;
        onEndRef.current?.();
      }
    };
    tick();
    if (remaining(end) > 0) timer = setInterval(tick, 1000);
    return () => {
      if (timer !== null) clearInterval(timer);
    };
  }, [end]);

  return <span className={className} style={style}>{format(left)}</span>;
}

export default CountDown;
