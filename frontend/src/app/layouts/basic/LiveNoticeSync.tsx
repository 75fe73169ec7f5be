import { useQueryClient } from '@tanstack/react-query';
import type { AlarmLiveEvent } from '@/api/modules/alarm';
import { usePerm } from '@/app/access';
import { useCurrentProject } from '@/app/currentProject';
import { onAlarmEvent } from '@/modules/site/alarm/live';
import { LIVE_PERMISSION, useLiveEvents } from '@/shared/live';

/** Placed once in the signed-in layout: an alarm of the current project refreshes the notice bell
 * and the alarm screens' overview (`onAlarmEvent`). */
export function LiveNoticeSync() {
  const projectId = useCurrentProject((s) => s.projectId);
  const allowed = usePerm(LIVE_PERMISSION);
  const client = useQueryClient();
  useLiveEvents(projectId, (e) => {
    if (e.event === 'alarm') onAlarmEvent(client, e.data as Partial<AlarmLiveEvent> | null);
  }, allowed);
  return null;
}
