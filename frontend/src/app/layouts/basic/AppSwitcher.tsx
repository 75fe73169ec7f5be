import { Menu } from 'antd';
import { useMemo } from 'react';
import { useSession } from '@/app/session';
import { useAppSwitch } from './useAppSwitch';

/** One horizontal item per application of the user; the active one is highlighted. */
export function AppSwitcher({ dark }: { dark: boolean }) {
  const apps = useSession((s) => s.apps);
  const switchApp = useAppSwitch();
  const active = apps.find((a) => a.active)?.code;
  const items = useMemo(() => apps.map((a) => ({ key: a.code, label: a.name })), [apps]);
  if (apps.length === 0) return null;
  return (
    <Menu
      data-testid="app-switcher"
      mode="horizontal"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={active ? [active] : []}
      onClick={({ key }) => {
        if (key !== active) void switchApp(key);
      }}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent', lineHeight: '62px' }}
    />
  );
}
