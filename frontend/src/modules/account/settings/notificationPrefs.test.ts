import { readNotificationPrefs } from './notificationPrefs';

describe('readNotificationPrefs', () => {
  it('defaults to all on', () => {
    expect(readNotificationPrefs(undefined)).toEqual({ accountPassword: true, systemMessage: true, todoTask: true });
    expect(readNotificationPrefs({ notification: 'x' })).toEqual({ accountPassword: true, systemMessage: true, todoTask: true });
  });
  it('reads stored switches and ignores non-booleans', () => {
    expect(readNotificationPrefs({ notification: { systemMessage: false, todoTask: 'no' } }))
      .toEqual({ accountPassword: true, systemMessage: false, todoTask: true });
  });
});
