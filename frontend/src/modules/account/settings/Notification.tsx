import { Switch } from 'antd';
import { useState } from 'react';
import { updatePreferences } from '@/api/modules/account';
import type { NotificationPrefs } from '@/api/modules/account';
import { useSession } from '@/app/session';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from '../texts';
import { readNotificationPrefs } from './notificationPrefs';
import { SettingList, SettingRow } from './SettingRow';

/** 新消息通知: which events notify the user; stored on the server with the user's preferences. */
export default function Notification() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const { message } = useFeedback();
  const [saving, setSaving] = useState<keyof NotificationPrefs | null>(null);
  if (!user) return null;
  const prefs = readNotificationPrefs(user.preferences);

  const toggle = async (key: keyof NotificationPrefs, on: boolean) => {
    const next = { ...prefs, [key]: on };
    setSaving(key);
    try {
      const res = await updatePreferences({ notification: next });
      if (res.success) {
        setUser({ ...user, preferences: { ...(user.preferences ?? {}), notification: next } });
        void message.success(T.notification.saved);
      } else {
        void message.error(res.message);
      }
    } catch {
      void message.error(T.networkError);
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingList>
      {T.notification.items.map((item) => (
        <SettingRow
          key={item.key}
          title={item.title}
          description={item.desc}
          action={
            <Switch
              checkedChildren={T.notification.on}
              unCheckedChildren={T.notification.off}
              checked={prefs[item.key]}
              loading={saving === item.key}
              onChange={(on) => void toggle(item.key, on)}
              aria-label={item.title}
            />
          }
        />
      ))}
    </SettingList>
  );
}
