/** Multi-tab operations as pure functions over an ordered tab list. */
export interface Tab {
  /** Pathname: one tab per route. */
  key: string;
  /** Pathname + search of the last visit, used to navigate back to it. */
  fullPath: string;
  title: string;
  /** Set once the user renames the tab: later visits of its route keep that title. */
  renamed?: boolean;
}

export interface TabsState {
  tabs: Tab[];
  active: string | null;
}

export type TabError = 'last' | 'noLeft' | 'noRight';

export type TabResult = { ok: true; state: TabsState } | { ok: false; error: TabError };

export const TAB_MESSAGES: Record<TabError, string> = {
  last: '这是最后一个标签了, 无法被关闭',
  noLeft: '左侧没有标签',
  noRight: '右侧没有标签',
};

/** Opens (or refreshes) a tab and makes it active. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  const i = state.tabs.findIndex((t) => t.key === tab.key);
  if (i < 0) return { tabs: [...state.tabs, tab], active: tab.key };
  const current = state.tabs[i];
  const next = current.renamed ? { ...tab, title: current.title, renamed: true } : tab;
  if (current.fullPath === next.fullPath && current.title === next.title && state.active === next.key) return state;
  const tabs = state.tabs.slice();
  tabs[i] = next;
  return { tabs, active: next.key };
}

/** Gives an open tab a title of the user's choosing (kept on later visits); blank titles are ignored. */
export function renameTab(state: TabsState, key: string, title: string): TabsState {
  const text = title.trim();
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i < 0 || !text || (state.tabs[i].title === text && state.tabs[i].renamed)) return state;
  const tabs = state.tabs.slice();
  tabs[i] = { ...tabs[i], title: text, renamed: true };
  return { tabs, active: state.active };
}

/** Closes one tab; if it was active, its right neighbour (else the left one) becomes active. */
export function closeTab(state: TabsState, key: string): TabResult {
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i < 0) return { ok: true, state };
  if (state.tabs.length <= 1) return { ok: false, error: 'last' };
  const tabs = state.tabs.filter((t) => t.key !== key);
  const active = state.active === key ? (tabs[i] ?? tabs[i - 1]).key : state.active;
  return { ok: true, state: { tabs, active } };
}

function keepRange(state: TabsState, key: string, from: number, to: number): TabsState {
  const tabs = state.tabs.slice(from, to);
  const active = tabs.some((t) => t.key === state.active) ? state.active : key;
  return { tabs, active };
}

/** Closes every tab left of `key`; the clicked tab becomes active if the active one was closed. */
export function closeLeft(state: TabsState, key: string): TabResult {
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i <= 0) return { ok: false, error: 'noLeft' };
  return { ok: true, state: keepRange(state, key, i, state.tabs.length) };
}

export function closeRight(state: TabsState, key: string): TabResult {
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i < 0 || i === state.tabs.length - 1) return { ok: false, error: 'noRight' };
  return { ok: true, state: keepRange(state, key, 0, i + 1) };
}

/** 关闭全部: closes all the others and keeps the clicked tab. */
export function closeOthers(state: TabsState, key: string): TabResult {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab) return { ok: true, state };
  if (state.tabs.length === 1) return { ok: false, error: 'last' };
  return { ok: true, state: { tabs: [tab], active: key } };
}

/** Drops tabs whose route no longer exists (e.g. after an application switch). */
export function retainTabs(state: TabsState, exists: (key: string) => boolean): TabsState {
  const tabs = state.tabs.filter((t) => exists(t.key));
  if (tabs.length === state.tabs.length) return state;
  const active = tabs.some((t) => t.key === state.active) ? state.active : (tabs[0]?.key ?? null);
  return { tabs, active };
}
