import { useEffect, useRef } from 'react';
import { subscribeLive } from './liveHub';
import type { LiveEvent } from './sse';

/**
 * Calls `handler` with each live event of the project (`reading`, `alarm`, `device`, and `resync` when
 * events were missed). No project, no stream. The latest handler is used without reconnecting.
 */
export function useLiveEvents(projectId: string | null | undefined, handler: (e: LiveEvent) => void, enabled = true): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!projectId || !enabled) return undefined;
    return subscribeLive(projectId, (e) => ref.current(e));
  }, [projectId, enabled]);
}
