/**
 * What the console does when an `alarm` live event arrives (the live stream's hook calls it from the
 * basic layout): the bell's unread count, the alarm screens' overview and the open alarm's detail reload.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AlarmLiveEvent } from '@/api/modules/alarm';
import { UNREAD_KEY } from '@/api/modules/notice';

export function onAlarmEvent(queryClient: QueryClient, event?: Partial<AlarmLiveEvent> | null): void {
  void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
  void queryClient.invalidateQueries({ queryKey: ['siteAlarm', 'overview'] });
  if (event?.id) void queryClient.invalidateQueries({ queryKey: ['siteAlarm', 'detail', event.id] });
}
