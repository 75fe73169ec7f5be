/** In an alarm screen's toolbar: while the live stream is allowed, an alarm event of the screen's category
 * reloads the table (at most once a second) and the 实时 badge shows it is listening. */
import { Badge, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import type { AlarmCategory, AlarmLiveEvent } from '@/api/modules/alarm';
import { usePerm } from '@/app/access';
import { useCurrentProject } from '@/app/currentProject';
import type { CrudContext } from '@/shared/crud';
import { LIVE_PERMISSION } from '@/shared/live/texts';
import { useLiveEvents } from '@/shared/live';
import { T } from './texts';

const MIN_GAP_MS = 1000;

export function LiveRefresh({ ctx, category }: { ctx: CrudContext; category: AlarmCategory }) {
  const projectId = useCurrentProject((s) => s.projectId);
  const allowed = usePerm(LIVE_PERMISSION);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(projectId, (e) => {
    if (e.event !== 'alarm' || (e.data as Partial<AlarmLiveEvent> | null)?.category !== category) return;
    const wait = Math.max(0, last.current + MIN_GAP_MS - Date.now());
    clearTimeout(timer.current);
    timer.current = setTimeout(() => { last.current = Date.now(); ctx.reload(); }, wait);
  }, allowed);
  if (!allowed) return null;
  return <Tooltip title={T.liveTip}><Badge status="processing" text={T.live} data-testid="alarm-live" /></Tooltip>;
}
