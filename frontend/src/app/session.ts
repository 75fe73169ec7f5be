/** Signed-in user, applications and menus (spec 3.1, 4.2). */
import { create } from 'zustand';
import { errorMessage, http } from '@/api/http';
import type { LoginMenu, LoginUser } from '@/api/types';
import { KEYS, storage, TOKEN_TTL_MS } from '@/shared/utils/storage';
import { hasPerm, registerPermSubject } from '@/shared/utils/perm';
import { feedback } from '@/shared/feedback/feedback';
import { pageReload } from '@/shared/utils/reload';

/** One cached application with its menu (stored as ALL_APPS_MENU). */
export interface AppMenuEntry {
  code: string;
  name: string;
  active: boolean;
  /** The app's menu list, or '' when not loaded yet (the original's format). */
  menu: LoginMenu[] | '';
}

export const LOGOUT_RELOAD_MS = 16;

interface SessionState {
  user: LoginUser | null;
  apps: AppMenuEntry[];
  menus: LoginMenu[];
  permissions: string[];
  adminType: number | null;
  setUser(user: LoginUser): void;
  /** Sets the application list and the active app's menu (and caches both). */
  setApps(apps: AppMenuEntry[]): void;
  /** Marks `code` the only active application with the given menu. */
  activateApp(code: string, menu: LoginMenu[]): void;
  hasPerm(code: string): boolean;
  /** Forgets the session locally (no server call, no reload). */
  clear(): void;
  logout(): Promise<void>;
}

export function activeMenu(apps: readonly AppMenuEntry[]): LoginMenu[] {
  const active = apps.find((a) => a.active) ?? apps[0];
  return active && Array.isArray(active.menu) ? active.menu : [];
}

/** The ALL_APPS_MENU list built from getLoginUser the first time: the active app gets the menus. */
export function appsFromUser(user: LoginUser): AppMenuEntry[] {
  const apps = user.apps ?? [];
  const activeCode = (apps.find((a) => a.active) ?? apps[0])?.code;
  return apps.map((a) => ({ code: a.code, name: a.name, active: a.code === activeCode, menu: a.code === activeCode ? user.menus : '' }));
}

export const useSession = create<SessionState>((set, get) => ({
  user: null,
  apps: [],
  menus: [],
  permissions: [],
  adminType: null,
  setUser(user) {
    set({ user, permissions: user.permissions ?? [], adminType: user.adminType ?? null });
  },
  setApps(apps) {
    storage.set(KEYS.ALL_APPS_MENU, apps, TOKEN_TTL_MS);
    set({ apps, menus: activeMenu(apps) });
  },
  activateApp(code, menu) {
    const apps = get().apps.map((a) => (a.code === code ? { ...a, active: true, menu } : { ...a, active: false }));
    get().setApps(apps);
    const user = get().user;
    if (user) set({ user: { ...user, apps: user.apps.map((a) => ({ ...a, active: a.code === code })), menus: menu } });
  },
  hasPerm(code) {
    return hasPerm(get(), code);
  },
  clear() {
    storage.clearSession();
    set({ user: null, apps: [], menus: [], permissions: [], adminType: null });
  },
  async logout() {
    try {
      const res = await http.get<null>('/logout');
      if (res && res.success === false && res.message) void feedback.message.error(res.message);
    } catch (e) {
      void feedback.message.error(errorMessage(e));
    } finally {
      get().clear();
      pageReload.later(LOGOUT_RELOAD_MS);
    }
  },
}));

export const getToken = (): string | null => storage.get<string>(KEYS.ACCESS_TOKEN);

// Shared screens (CrudPage's buttons, row actions) read the user's grants through this hook.
registerPermSubject(function useSessionPermSubject() {
  const adminType = useSession((s) => s.adminType);
  const permissions = useSession((s) => s.permissions);
  return { adminType, permissions };
});
