/** Open tabs of the multi-tab bar and the keep-alive cache (not persisted across reloads). */
import { create } from 'zustand';
import { openTab, renameTab, retainTabs, type Tab, type TabsState } from './tabs';

export const KEEP_ALIVE_LIMIT = 10;

interface TabsStore extends TabsState {
  /** Pages kept mounted because their route asks for keepAlive (multi-tab off). */
  cached: Tab[];
  /** Records a visit: a tab when multi-tab is on (else just the current page), a cache entry when keepAlive. */
  visit(tab: Tab, opts: { multiTab: boolean; keepAlive: boolean }): void;
  replace(state: TabsState): void;
  /** Renames an open tab (the multi-tab bar and the tab's later visits show the new title). */
  rename(key: string, title: string): void;
  retain(exists: (key: string) => boolean): void;
  reset(): void;
}

export const useTabs = create<TabsStore>((set, get) => ({
  tabs: [],
  active: null,
  cached: [],
  visit(tab, { multiTab, keepAlive }) {
    const next = multiTab ? openTab({ tabs: get().tabs, active: get().active }, tab) : { tabs: [tab], active: tab.key };
    const others = get().cached.filter((t) => t.key !== tab.key);
    const cached = keepAlive ? [...others, tab].slice(-KEEP_ALIVE_LIMIT) : get().cached;
    set({ ...next, cached });
  },
  replace(state) {
    set(state);
  },
  rename(key, title) {
    const s = get();
    const next = renameTab({ tabs: s.tabs, active: s.active }, key, title);
    if (next.tabs !== s.tabs) set({ tabs: next.tabs });
  },
  retain(exists) {
    const s = get();
    set({ ...retainTabs({ tabs: s.tabs, active: s.active }, exists), cached: s.cached.filter((t) => exists(t.key)) });
  },
  reset() {
    set({ tabs: [], active: null, cached: [] });
  },
}));
