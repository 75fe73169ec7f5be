/** Loading the signed-in session (spec 4.1): user, application list, active menu, preferences. */
import { http } from '@/api/http';
import type { LoginMenu, LoginUser } from '@/api/types';
import { timeFix } from '@/shared/utils/greeting';
import { KEYS, storage } from '@/shared/utils/storage';
import { feedback } from '@/shared/feedback/feedback';
import { useLayoutSettings } from './layoutSettings';
import { activeMenu, appsFromUser, useSession, type AppMenuEntry } from './session';

export const WELCOME_DELAY_MS = 1000;

export type BootResult = 'ok' | 'noMenu' | 'changePassword';

/**
 * Reconciles the cached application list with the server's: apps the user lost disappear, new ones
 * appear, and the cached active app stays active (its menu is refetched if it is not the server's).
 */
async function reconcileApps(user: LoginUser, cached: AppMenuEntry[]): Promise<AppMenuEntry[]> {
  const fresh = appsFromUser(user);
  const cachedActive = cached.find((a) => a.active);
  const serverActive = fresh.find((a) => a.active);
  if (!cachedActive || !fresh.some((a) => a.code === cachedActive.code) || cachedActive.code === serverActive?.code) {
    return fresh;
  }
  let menu: LoginMenu[] | null = null;
  try {
    const res = await http.post<LoginMenu[]>('/sysMenu/change', { application: cachedActive.code }, { silent: true });
    if (res.success && Array.isArray(res.data) && res.data.length) menu = res.data;
  } catch {
    menu = null;
  }
  if (!menu) return fresh;
  return fresh.map((a) => ({ ...a, active: a.code === cachedActive.code, menu: a.code === cachedActive.code ? menu : '' }));
}

export async function loadSession(now: () => Date = () => new Date()): Promise<BootResult> {
  const res = await http.get<LoginUser>('/getLoginUser');
  if (!res || !res.success || !res.data) throw new Error(res?.message || 'getLoginUser failed');
  const user = res.data;
  if (user.passwordChangeRequired) return 'changePassword';
  if (!user.menus?.length) return 'noMenu';
  const cached = storage.get<AppMenuEntry[]>(KEYS.ALL_APPS_MENU);
  const firstTime = !cached?.length;
  const apps = firstTime ? appsFromUser(user) : await reconcileApps(user, cached);
  const session = useSession.getState();
  const activeCode = apps.find((a) => a.active)?.code;
  session.setUser({ ...user, apps: (user.apps ?? []).map((a) => ({ ...a, active: a.code === activeCode })), menus: activeMenu(apps) });
  session.setApps(apps);
  const layout = (user.preferences as { layout?: unknown } | undefined)?.layout;
  if (layout) useLayoutSettings.getState().applyServer(layout);
  if (firstTime) {
    window.setTimeout(() => {
      feedback.notification.success({ title: '欢迎', description: `${timeFix(now())}，欢迎回来` });
    }, WELCOME_DELAY_MS);
  }
  return 'ok';
}

let inflight: Promise<BootResult> | null = null;

/** One load at a time (StrictMode and re-renders must not fetch twice). */
export function loadSessionOnce(): Promise<BootResult> {
  inflight ??= loadSession().finally(() => {
    inflight = null;
  });
  return inflight;
}
