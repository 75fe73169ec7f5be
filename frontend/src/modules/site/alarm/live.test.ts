import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UNREAD_KEY } from '@/api/modules/notice';
import { onAlarmEvent } from './live';

describe('onAlarmEvent', () => {
  it('marks the bell, the overview and the alarm detail stale', () => {
    const client = new QueryClient();
    for (const key of [UNREAD_KEY, ['siteAlarm', 'overview'], ['siteAlarm', 'detail', '7'], ['siteAlarm', 'detail', '8']]) {
      client.setQueryData(key, { any: 1 });
    }
    onAlarmEvent(client, { id: '7', action: 'raise' });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(UNREAD_KEY)).toBe(true);
    expect(stale(['siteAlarm', 'overview'])).toBe(true);
    expect(stale(['siteAlarm', 'detail', '7'])).toBe(true);
    expect(stale(['siteAlarm', 'detail', '8'])).toBe(false);
  });
});
