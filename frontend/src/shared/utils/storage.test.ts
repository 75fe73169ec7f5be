import { KEYS, NAMESPACE, storage, TOKEN_TTL_MS } from './storage';

describe('storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores values boxed under the pro__ namespace', () => {
    storage.set(KEYS.DEFAULT_THEME, 'light');
    expect(JSON.parse(window.localStorage.getItem(`${NAMESPACE}DEFAULT_THEME`)!)).toEqual({ value: 'light', expire: null });
    expect(storage.get(KEYS.DEFAULT_THEME)).toBe('light');
  });

  it('expires the token after 7 days and removes it', () => {
    const t0 = 1_000_000;
    storage.set(KEYS.ACCESS_TOKEN, 'tok', TOKEN_TTL_MS, t0);
    expect(storage.get(KEYS.ACCESS_TOKEN, null, t0 + TOKEN_TTL_MS - 1)).toBe('tok');
    expect(storage.get(KEYS.ACCESS_TOKEN, null, t0 + TOKEN_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(`${NAMESPACE}Access-Token`)).toBeNull();
  });

  it('returns the fallback for missing or corrupt values', () => {
    expect(storage.get(KEYS.CURRENT_PROJECT, 'none')).toBe('none');
    window.localStorage.setItem(`${NAMESPACE}CURRENT_PROJECT`, '{oops');
    expect(storage.get(KEYS.CURRENT_PROJECT)).toBeNull();
  });

  it('clears the session but keeps layout preferences and foreign keys', () => {
    storage.set(KEYS.ACCESS_TOKEN, 't');
    storage.set(KEYS.ALL_APPS_MENU, []);
    storage.set(KEYS.CURRENT_PROJECT, '1');
    storage.set(KEYS.DEFAULT_COLOR, '#722ed1');
    window.localStorage.setItem('other', 'x');
    storage.clearSession();
    expect(storage.get(KEYS.ACCESS_TOKEN)).toBeNull();
    expect(storage.get(KEYS.ALL_APPS_MENU)).toBeNull();
    expect(storage.get(KEYS.CURRENT_PROJECT)).toBeNull();
    expect(storage.get(KEYS.DEFAULT_COLOR)).toBe('#722ed1');
    expect(window.localStorage.getItem('other')).toBe('x');
  });
});
