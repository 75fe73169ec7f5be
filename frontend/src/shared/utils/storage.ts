/** Namespaced local storage with optional expiry (the token is kept 7 days). */
export const NAMESPACE = 'pro__';

export const KEYS = {
  ACCESS_TOKEN: 'Access-Token',
  ALL_APPS_MENU: 'ALL_APPS_MENU',
  DICT_TYPE_TREE_DATA: 'DICT_TYPE_TREE_DATA',
  SIDEBAR_TYPE: 'SIDEBAR_TYPE',
  DEFAULT_THEME: 'DEFAULT_THEME',
  DEFAULT_LAYOUT_MODE: 'DEFAULT_LAYOUT_MODE',
  DEFAULT_COLOR: 'DEFAULT_COLOR',
  DEFAULT_COLOR_WEAK: 'DEFAULT_COLOR_WEAK',
  DEFAULT_FIXED_HEADER: 'DEFAULT_FIXED_HEADER',
  DEFAULT_FIXED_SIDEMENU: 'DEFAULT_FIXED_SIDEMENU',
  DEFAULT_FIXED_HEADER_HIDDEN: 'DEFAULT_FIXED_HEADER_HIDDEN',
  DEFAULT_CONTENT_WIDTH_TYPE: 'DEFAULT_CONTENT_WIDTH_TYPE',
  DEFAULT_MULTI_TAB: 'DEFAULT_MULTI_TAB',
  CURRENT_PROJECT: 'CURRENT_PROJECT',
  USER_PROJECT: 'USER_PROJECT',
} as const;

export type StorageKey = (typeof KEYS)[keyof typeof KEYS];

export const TOKEN_TTL_MS = 604_800_000;

interface Boxed<T> {
  value: T;
  expire: number | null;
}

function read<T>(key: string): Boxed<T> | null {
  const raw = window.localStorage.getItem(NAMESPACE + key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as Boxed<T>;
  } catch {
    return null;
  }
}

export const storage = {
  get<T>(key: StorageKey, fallback: T | null = null, now: number = Date.now()): T | null {
    const boxed = read<T>(key);
    if (!boxed) return fallback;
    if (boxed.expire !== null && boxed.expire <= now) {
      window.localStorage.removeItem(NAMESPACE + key);
      return fallback;
    }
    return boxed.value;
  },
  set<T>(key: StorageKey, value: T, ttlMs: number | null = null, now: number = Date.now()): void {
    const boxed: Boxed<T> = { value, expire: ttlMs === null ? null : now + ttlMs };
    window.localStorage.setItem(NAMESPACE + key, JSON.stringify(boxed));
  },
  remove(key: StorageKey): void {
    window.localStorage.removeItem(NAMESPACE + key);
  },
  /** Removes every key of our namespace (logout clears every stored item of the session). */
  clearSession(): void {
    const keep = new Set<string>([
      KEYS.SIDEBAR_TYPE, KEYS.DEFAULT_THEME, KEYS.DEFAULT_LAYOUT_MODE, KEYS.DEFAULT_COLOR,
      KEYS.DEFAULT_COLOR_WEAK, KEYS.DEFAULT_FIXED_HEADER, KEYS.DEFAULT_FIXED_SIDEMENU,
      KEYS.DEFAULT_FIXED_HEADER_HIDDEN, KEYS.DEFAULT_CONTENT_WIDTH_TYPE, KEYS.DEFAULT_MULTI_TAB,
    ]);
    for (const k of Object.keys(window.localStorage)) {
      if (k.startsWith(NAMESPACE) && !keep.has(k.slice(NAMESPACE.length))) window.localStorage.removeItem(k);
    }
  },
};
