import { closeTab, openTab, renameTab, type Tab, type TabsState } from './tabs';
import { useTabs } from './tabsStore';

const tab = (key: string, title = key): Tab => ({ key, fullPath: key, title });
const state = (keys: string[], active: string): TabsState => ({ tabs: keys.map((k) => tab(k)), active });

describe('renameTab', () => {
  it('renames the tab with that key and keeps the order and the active tab', () => {
    const s = renameTab(state(['/a', '/b'], '/a'), '/b', '  乙  ');
    expect(s.tabs.map((t) => [t.key, t.title])).toEqual([['/a', '/a'], ['/b', '乙']]);
    expect(s.active).toBe('/a');
  });
  it('ignores a blank title and an unknown key', () => {
    const s = state(['/a'], '/a');
    expect(renameTab(s, '/a', '   ')).toBe(s);
    expect(renameTab(s, '/x', '新')).toBe(s);
  });
  it('keeps the new title when the route is visited again', () => {
    const renamed = renameTab(state(['/a', '/b'], '/b'), '/a', '甲');
    const s = openTab(renamed, { key: '/a', fullPath: '/a?x=1', title: '/a' });
    expect(s.tabs[0]).toEqual({ key: '/a', fullPath: '/a?x=1', title: '甲', renamed: true });
    expect(s.active).toBe('/a');
  });
  it('a closed and reopened tab gets the route title back', () => {
    const renamed = renameTab(state(['/a', '/b'], '/b'), '/a', '甲');
    const closed = closeTab(renamed, '/a');
    if (!closed.ok) throw new Error('close refused');
    expect(openTab(closed.state, tab('/a')).tabs[1]).toEqual(tab('/a'));
  });
});

describe('useTabs.rename', () => {
  beforeEach(() => useTabs.getState().reset());
  it('renames an open tab in the store, which later visits keep', () => {
    const store = useTabs.getState();
    store.visit(tab('/a', '甲页'), { multiTab: true, keepAlive: false });
    store.visit(tab('/b', '乙页'), { multiTab: true, keepAlive: false });
    useTabs.getState().rename('/a', '我的甲');
    expect(useTabs.getState().tabs.map((t) => t.title)).toEqual(['我的甲', '乙页']);
    expect(useTabs.getState().active).toBe('/b');
    useTabs.getState().visit(tab('/a', '甲页'), { multiTab: true, keepAlive: false });
    expect(useTabs.getState().tabs[0].title).toBe('我的甲');
  });
});
