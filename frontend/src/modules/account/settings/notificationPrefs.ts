import type { NotificationPrefs } from '@/api/modules/account';

/** Every notification is on until the user turns it off. */
export const DEFAULT_NOTIFICATION: NotificationPrefs = { accountPassword: true, systemMessage: true, todoTask: true };

/** The notification switches of user.preferences, defaults for anything missing or not a boolean. */
export function readNotificationPrefs(preferences: Record<string, unknown> | null | undefined): NotificationPrefs {
  const raw = preferences?.notification;
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const pick = (k: keyof NotificationPrefs) => (typeof src[k] === 'boolean' ? (src[k] as boolean) : DEFAULT_NOTIFICATION[k]);
  return { accountPassword: pick('accountPassword'), systemMessage: pick('systemMessage'), todoTask: pick('todoTask') };
}
