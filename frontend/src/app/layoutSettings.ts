/** Layout preferences (spec 3.1): persisted locally and, best-effort, on the user's server profile. */
import { create } from 'zustand';
import { http } from '@/api/http';
import { KEYS, storage, type StorageKey } from '@/shared/utils/storage';

export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface LayoutPrefs {
  navTheme: NavTheme;
  primaryColor: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  colorWeak: boolean;
  multiTab: boolean;
  /** Side menu open (true) or collapsed. */
  sidebar: boolean;
}

export const DEFAULT_LAYOUT: LayoutPrefs = {
  navTheme: 'dark',
  primaryColor: '#1890ff',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  colorWeak: false,
  multiTab: false,
  sidebar: true,
};

/** The eight theme colours of the settings drawer (ui-texts §11.2), in drawer order. */
export const COLOR_PRESETS: readonly { name: string; color: string }[] = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

/** Preset name of a colour, compared case-insensitively (the original compared case-sensitively). */
export function presetName(color: string): string | null {
  const c = color.trim().toLowerCase();
  return COLOR_PRESETS.find((p) => p.color.toLowerCase() === c)?.name ?? null;
}

export const sameColor = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const PREF_KEYS: Record<keyof LayoutPrefs, StorageKey> = {
  navTheme: KEYS.DEFAULT_THEME,
  primaryColor: KEYS.DEFAULT_COLOR,
  layout: KEYS.DEFAULT_LAYOUT_MODE,
  contentWidth: KEYS.DEFAULT_CONTENT_WIDTH_TYPE,
  fixedHeader: KEYS.DEFAULT_FIXED_HEADER,
  fixSiderbar: KEYS.DEFAULT_FIXED_SIDEMENU,
  autoHideHeader: KEYS.DEFAULT_FIXED_HEADER_HIDDEN,
  colorWeak: KEYS.DEFAULT_COLOR_WEAK,
  multiTab: KEYS.DEFAULT_MULTI_TAB,
  sidebar: KEYS.SIDEBAR_TYPE,
};

const VALID: { [K in keyof LayoutPrefs]: (v: unknown) => v is LayoutPrefs[K] } = {
  navTheme: (v): v is NavTheme => v === 'dark' || v === 'light',
  primaryColor: (v): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v),
  layout: (v): v is LayoutMode => v === 'sidemenu' || v === 'topmenu',
  contentWidth: (v): v is ContentWidth => v === 'Fixed' || v === 'Fluid',
  fixedHeader: (v): v is boolean => typeof v === 'boolean',
  fixSiderbar: (v): v is boolean => typeof v === 'boolean',
  autoHideHeader: (v): v is boolean => typeof v === 'boolean',
  colorWeak: (v): v is boolean => typeof v === 'boolean',
  multiTab: (v): v is boolean => typeof v === 'boolean',
  sidebar: (v): v is boolean => typeof v === 'boolean',
};

const PREF_NAMES = Object.keys(DEFAULT_LAYOUT) as (keyof LayoutPrefs)[];

/** Keeps only well-typed known preferences (stored or server values may be stale or foreign). */
export function sanitizeLayout(input: unknown): Partial<LayoutPrefs> {
  if (!input || typeof input !== 'object') return {};
  const src = input as Record<string, unknown>;
  const out: Partial<Record<keyof LayoutPrefs, unknown>> = {};
  for (const k of PREF_NAMES) if (VALID[k](src[k])) out[k] = src[k];
  return out as Partial<LayoutPrefs>;
}

export function loadLayout(): LayoutPrefs {
  const stored: Record<string, unknown> = {};
  for (const k of PREF_NAMES) stored[k] = storage.get(PREF_KEYS[k]);
  return { ...DEFAULT_LAYOUT, ...sanitizeLayout(stored) };
}

/** Applies the coupling rules of the drawer: top-menu mode has no fixed side menu. */
export function normaliseLayout(prefs: LayoutPrefs): LayoutPrefs {
  return prefs.layout === 'topmenu' && prefs.fixSiderbar ? { ...prefs, fixSiderbar: false } : prefs;
}

/** Preferences sent to the server: the sidebar state stays per device. */
export function serverLayout(prefs: LayoutPrefs): Omit<LayoutPrefs, 'sidebar'> {
  const { sidebar: _sidebar, ...rest } = prefs;
  return rest;
}

/** Hook point for saving preferences on the user's profile; replaceable (tests, other back ends). */
export const layoutSync = {
  delayMs: 800,
  send(layout: Omit<LayoutPrefs, 'sidebar'>): Promise<unknown> {
    return http.post('/sysUser/updatePreferences', { layout }, { silent: true });
  },
};

let syncTimer: ReturnType<typeof setTimeout> | undefined;

export function syncToServer(prefs: LayoutPrefs): void {
  if (!storage.get<string>(KEYS.ACCESS_TOKEN)) return;
  clearTimeout(syncTimer);
  syncTimer = setTimeout(() => {
    layoutSync.send(serverLayout(prefs)).catch(() => undefined);
  }, layoutSync.delayMs);
}

interface LayoutState extends LayoutPrefs {
  /** Changes preferences chosen by the user: persisted and synced. */
  update(patch: Partial<LayoutPrefs>): void;
  /** Sets the sidebar state: persisted locally only. */
  setSidebar(open: boolean): void;
  /** Applies `user.preferences.layout` after login (persisted, not echoed back). */
  applyServer(layout: unknown): void;
}

function persist(prefs: LayoutPrefs, keys: readonly (keyof LayoutPrefs)[]): void {
  for (const k of keys) storage.set(PREF_KEYS[k], prefs[k]);
}

function current(s: LayoutState): LayoutPrefs {
  const out = {} as Record<keyof LayoutPrefs, unknown>;
  for (const k of PREF_NAMES) out[k] = s[k];
  return out as LayoutPrefs;
}

export const useLayoutSettings = create<LayoutState>((set, get) => ({
  ...normaliseLayout(loadLayout()),
  update(patch) {
    const clean = sanitizeLayout(patch);
    const next = normaliseLayout({ ...current(get()), ...clean });
    persist(next, PREF_NAMES.filter((k) => k !== 'sidebar' || 'sidebar' in clean));
    set(next);
    if (Object.keys(clean).some((k) => k !== 'sidebar')) syncToServer(next);
  },
  setSidebar(open) {
    storage.set(PREF_KEYS.sidebar, open);
    set({ sidebar: open });
  },
  applyServer(layout) {
    const clean = sanitizeLayout(layout);
    delete clean.sidebar;
    if (!Object.keys(clean).length) return;
    const next = normaliseLayout({ ...current(get()), ...clean });
    persist(next, PREF_NAMES.filter((k) => k !== 'sidebar'));
    set(next);
  },
}));

/** A defaultSettings-style snippet of the current values (settings drawer 拷贝设置). */
export function settingsSnippet(prefs: LayoutPrefs): string {
  const { sidebar: _s, ...rest } = prefs;
  return `export default ${JSON.stringify(rest, null, 2)};\n`;
}
