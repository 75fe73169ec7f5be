/** Routes every signed-in user gets besides the server's menu (all hidden from the menu). */
import type { LoginMenu } from '@/api/types';

const hidden = (title: string): LoginMenu['meta'] => ({ title, show: false });

const entry = (id: string, pid: string, name: string, path: string, component: string, title: string, redirect: string | null = null): LoginMenu => ({
  id, pid, name, path, component, redirect, meta: hidden(title),
});

export const STATIC_MENUS: LoginMenu[] = [
  entry('__console', '0', 'Console', '/welcome', 'Console', '首页'),
  { ...entry('__account', '0', 'account', '/account', 'RouteView', '个人页', '/account/center') },
  entry('__center', '__account', 'center', '/account/center', 'AccountCenter', '个人中心'),
  {
    ...entry('__settings', '__account', 'settings', '/account/settings', 'AccountSettings', '个人设置', '/account/settings/base'),
    meta: { title: '个人设置', show: false, hideChildren: true },
  },
  entry('__base', '__settings', 'BaseSettings', '/account/settings/base', 'BaseSettings', '基本设置'),
  entry('__security', '__settings', 'SecuritySettings', '/account/settings/security', 'SecuritySettings', '安全设置'),
  entry('__custom', '__settings', 'CustomSettings', '/account/settings/custom', 'CustomSettings', '个性化设置'),
  entry('__binding', '__settings', 'BindingSettings', '/account/settings/binding', 'BindingSettings', '账户绑定'),
  entry('__notification', '__settings', 'NotificationSettings', '/account/settings/notification', 'NotificationSettings', '新消息通知'),
];
