/**
 * Bounded undo/redo over immutable values. Snapshots are the values themselves: because every edit
 * copies only the path from the root to the changed node, consecutive snapshots share all unchanged
 * subtrees, so a step costs a few object headers, not a copy of the design.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** Tag of the last commit; consecutive commits with the same tag inside the merge window are one step. */
  tag: string | null;
  at: number;
}

export interface CommitOptions {
  /** e.g. "prop:<key>:<path>": typing in one property editor becomes one undo step. */
  tag?: string;
  now?: number;
  limit?: number;
  /** ms during which commits with the same tag are merged (default 1000). */
  mergeWindow?: number;
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], tag: null, at: 0 };
}

/** Records `next` as the new present. A no-op (same value) returns the history unchanged. */
export function commit<T>(h: History<T>, next: T, opts: CommitOptions = {}): History<T> {
  if (next === h.present) return h;
  const now = opts.now ?? Date.now();
  const tag = opts.tag ?? null;
  const merge = tag !== null && tag === h.tag && now - h.at < (opts.mergeWindow ?? 1000);
  if (merge) return { past: h.past, present: next, future: [], tag, at: now };
  const limit = opts.limit ?? HISTORY_LIMIT;
  const past = h.past.length >= limit ? [...h.past.slice(h.past.length - limit + 1), h.present] : [...h.past, h.present];
  return { past, present: next, future: [], tag, at: now };
}

export function canUndo<T>(h: History<T>): boolean {
  return h.past.length > 0;
}

export function canRedo<T>(h: History<T>): boolean {
  return h.future.length > 0;
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  const present = h.past[h.past.length - 1];
  return { past: h.past.slice(0, -1), present, future: [h.present, ...h.future], tag: null, at: 0 };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  const [present, ...future] = h.future;
  return { past: [...h.past, h.present], present, future, tag: null, at: 0 };
}
