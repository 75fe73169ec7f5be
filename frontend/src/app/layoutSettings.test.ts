import { KEYS, storage } from '@/shared/utils/storage';
import {
  COLOR_PRESETS,
  DEFAULT_LAYOUT,
  layoutSync,
  loadLayout,
  presetName,
  sanitizeLayout,
  settingsSnippet,
  useLayoutSettings,
} from './layoutSettings';

describe('layout settings', () => {
  let sent: unknown[];

  beforeEach(() => {
    window.localStorage.clear();
    useLayoutSettings.setState({ ...DEFAULT_LAYOUT });
    sent = [];
    vi.useFakeTimers();
    vi.spyOn(layoutSync, 'send').mockImplementation(async (layout) => {
      sent.push(layout);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has the documented defaults', () => {
    expect(loadLayout()).toEqual({
      navTheme: 'dark', primaryColor: '#1890ff', layout: 'sidemenu', contentWidth: 'Fixed', fixedHeader: false,
      fixSiderbar: false, autoHideHeader: false, colorWeak: false, multiTab: false, sidebar: true,
    });
  });

  it('finds preset names case-insensitively (the default blue included)', () => {
    expect(COLOR_PRESETS).toHaveLength(8);
    expect(presetName('#1890ff')).toBe('拂晓蓝（默认）');
    expect(presetName('#722ED1')).toBe('酱紫');
    expect(presetName('#123456')).toBeNull();
  });

  it('persists a change under its storage key and reloads it', () => {
    useLayoutSettings.getState().update({ navTheme: 'light', multiTab: true, primaryColor: '#722ed1' });
    expect(storage.get(KEYS.DEFAULT_THEME)).toBe('light');
    expect(storage.get(KEYS.DEFAULT_MULTI_TAB)).toBe(true);
    expect(storage.get(KEYS.DEFAULT_COLOR)).toBe('#722ed1');
    expect(loadLayout()).toMatchObject({ navTheme: 'light', multiTab: true, primaryColor: '#722ed1' });
  });

  it('ignores invalid stored or patched values', () => {
    storage.set(KEYS.DEFAULT_LAYOUT_MODE, 'sideways');
    expect(loadLayout().layout).toBe('sidemenu');
    useLayoutSettings.getState().update({ primaryColor: 'red' } as never);
    expect(useLayoutSettings.getState().primaryColor).toBe('#1890ff');
    expect(sanitizeLayout({ colorWeak: 'yes', fixedHeader: true, extra: 1 })).toEqual({ fixedHeader: true });
  });

  it('turns the fixed side menu off in top-menu mode', () => {
    useLayoutSettings.getState().update({ fixSiderbar: true });
    useLayoutSettings.getState().update({ layout: 'topmenu' });
    expect(useLayoutSettings.getState().fixSiderbar).toBe(false);
    expect(storage.get(KEYS.DEFAULT_FIXED_SIDEMENU)).toBe(false);
  });

  it('syncs user changes to the server (debounced, signed in only) but not the sidebar', () => {
    useLayoutSettings.getState().update({ colorWeak: true });
    vi.runAllTimers();
    expect(sent).toEqual([]);
    storage.set(KEYS.ACCESS_TOKEN, 't');
    useLayoutSettings.getState().update({ colorWeak: true });
    useLayoutSettings.getState().update({ fixedHeader: true });
    useLayoutSettings.getState().setSidebar(false);
    vi.runAllTimers();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ colorWeak: true, fixedHeader: true });
    expect(sent[0]).not.toHaveProperty('sidebar');
    expect(storage.get(KEYS.SIDEBAR_TYPE)).toBe(false);
  });

  it('applies server preferences without echoing them back', () => {
    storage.set(KEYS.ACCESS_TOKEN, 't');
    useLayoutSettings.getState().applyServer({ navTheme: 'light', layout: 'topmenu', sidebar: false, bogus: 1 });
    vi.runAllTimers();
    expect(useLayoutSettings.getState()).toMatchObject({ navTheme: 'light', layout: 'topmenu', sidebar: true });
    expect(storage.get(KEYS.DEFAULT_THEME)).toBe('light');
    expect(sent).toEqual([]);
  });

  it('copies a defaultSettings-style snippet', () => {
    expect(settingsSnippet(DEFAULT_LAYOUT)).toContain('"primaryColor": "#1890ff"');
    expect(settingsSnippet(DEFAULT_LAYOUT)).not.toContain('sidebar');
  });
});
