import { closeLeft, closeOthers, closeRight, closeTab, openTab, retainTabs, TAB_MESSAGES, type Tab, type TabsState } from './tabs';

const tab = (key: string, title = key): Tab => ({ key, fullPath: key, title });
const state = (keys: string[], active: string): TabsState => ({ tabs: keys.map((k) => tab(k)), active });
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('openTab', () => {
  it('appends a new tab and activates it', () => {
    const s = openTab(state(['/a'], '/a'), tab('/b'));
    expect(keys(s)).toEqual(['/a', '/b']);
    expect(s.active).toBe('/b');
  });
  it('re-activates an existing tab in place and keeps the latest query', () => {
    const s = openTab(state(['/a', '/b'], '/b'), { key: '/a', fullPath: '/a?x=1', title: 'A' });
    expect(keys(s)).toEqual(['/a', '/b']);
    expect(s.active).toBe('/a');
    expect(s.tabs[0].fullPath).toBe('/a?x=1');
  });
  it('returns the same state when nothing changes', () => {
    const s = state(['/a'], '/a');
    expect(openTab(s, tab('/a'))).toBe(s);
  });
});

describe('closeTab', () => {
  it('refuses to close the last tab', () => {
    expect(closeTab(state(['/a'], '/a'), '/a')).toEqual({ ok: false, error: 'last' });
    expect(TAB_MESSAGES.last).toBe('这是最后一个标签了, 无法被关闭');
  });
  it('activates the right neighbour, else the left one', () => {
    const r1 = closeTab(state(['/a', '/b', '/c'], '/b'), '/b');
    expect(r1.ok && r1.state).toEqual({ tabs: [tab('/a'), tab('/c')], active: '/c' });
    const r2 = closeTab(state(['/a', '/b', '/c'], '/c'), '/c');
    expect(r2.ok && r2.state.active).toBe('/b');
  });
  it('keeps the active tab when closing another', () => {
    const r = closeTab(state(['/a', '/b', '/c'], '/a'), '/c');
    expect(r.ok && r.state.active).toBe('/a');
  });
});

describe('closeLeft / closeRight', () => {
  it('reports when there is nothing on that side', () => {
    expect(closeLeft(state(['/a', '/b'], '/a'), '/a')).toEqual({ ok: false, error: 'noLeft' });
    expect(closeRight(state(['/a', '/b'], '/a'), '/b')).toEqual({ ok: false, error: 'noRight' });
    expect(TAB_MESSAGES.noLeft).toBe('左侧没有标签');
    expect(TAB_MESSAGES.noRight).toBe('右侧没有标签');
  });
  it('closes the left side and moves the active tab to the clicked one if it was closed', () => {
    const r = closeLeft(state(['/a', '/b', '/c', '/d'], '/a'), '/c');
    expect(r.ok && keys(r.state)).toEqual(['/c', '/d']);
    expect(r.ok && r.state.active).toBe('/c');
  });
  it('closes the right side and keeps a surviving active tab', () => {
    const r = closeRight(state(['/a', '/b', '/c', '/d'], '/a'), '/b');
    expect(r.ok && keys(r.state)).toEqual(['/a', '/b']);
    expect(r.ok && r.state.active).toBe('/a');
  });
});

describe('closeOthers', () => {
  it('keeps only the clicked tab and activates it', () => {
    const r = closeOthers(state(['/a', '/b', '/c'], '/a'), '/b');
    expect(r.ok && r.state).toEqual({ tabs: [tab('/b')], active: '/b' });
  });
  it('says last when it is alone', () => {
    expect(closeOthers(state(['/a'], '/a'), '/a')).toEqual({ ok: false, error: 'last' });
  });
});

describe('retainTabs', () => {
  it('drops tabs of vanished routes and re-picks the active one', () => {
    const s = retainTabs(state(['/a', '/b', '/c'], '/b'), (k) => k !== '/b');
    expect(keys(s)).toEqual(['/a', '/c']);
    expect(s.active).toBe('/a');
  });
});
