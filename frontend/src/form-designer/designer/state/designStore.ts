/**
 * The designer's state: the design with its undo history, the selected control and the clipboard.
 * A plain zustand store (no React), one per designer instance. Every edit produces a new design that
 * shares all unchanged nodes with the previous one.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormConfig, FormDesign, FormNode } from '../../schema/types';
import { emptyDesign } from '../../schema/types';
import * as H from './history';
import { applyTableOp, type TableOp, type TableOpResult } from './tableOps';
import {
  ROOT,
  cloneFresh,
  containsKey,
  getSlot,
  insertAt,
  locate,
  moveNode,
  removeAt,
  setIn,
  updateNode,
  type SlotRef,
} from './treeOps';

/** Selection changes closer than this to the previous one are ignored (spec 4.4). */
export const SELECT_DEBOUNCE_MS = 100;

export interface DesignStoreOptions {
  initial?: FormDesign;
  /** Clock in ms (injectable for tests). */
  now?: () => number;
  /** May a control of `type` go into this container? (e.g. a batch takes only inline controls) */
  canContain?: (owner: FormNode, type: string) => boolean;
  historyLimit?: number;
}

export interface DesignState {
  history: H.History<FormDesign>;
  /** Key of the selected control, "" when none. */
  selectedKey: string;
  lastSelectAt: number;
  clipboard: FormNode | null;

  /** User selection (click); ignored within 100 ms of the previous change. Returns whether it applied. */
  select: (key: string) => boolean;
  /** Palette click: append at the root, or insert right after the selected control in its container. */
  add: (node: FormNode) => boolean;
  /** Drop a new control into a list (root or a container slot) at index. */
  drop: (node: FormNode, ref: SlotRef, index: number) => boolean;
  /** Move an existing control; index counts the target list before the move. */
  move: (key: string, ref: SlotRef, index: number) => boolean;
  /** Removes the control (default: the selected one) and selects the next, else the previous sibling. */
  remove: (key?: string) => void;
  /** Duplicates the control with its children (fresh keys and models) right after it. */
  duplicate: (key?: string) => void;
  copyToClipboard: (key?: string) => boolean;
  paste: () => boolean;
  /** Sets a dotted property path of a node ("label", "options.placeholder", "rules"). */
  updateNode: (key: string, path: string, value: unknown) => void;
  updateConfig: (fn: (config: FormConfig) => FormConfig, tag?: string) => void;
  tableOp: (tableKey: string, op: TableOp, tr: number, td: number) => TableOpResult;
  /** Replaces the design (undoable) and selects nothing. */
  importDesign: (design: FormDesign) => void;
  /** Loads a design as a new document: history cleared, nothing selected. */
  load: (design: FormDesign) => void;
  /** Empties the canvas (the form config is kept) and selects nothing. */
  reset: () => void;
  undo: () => void;
  redo: () => void;
}

export type DesignStore = StoreApi<DesignState>;

export function createDesignStore(opts: DesignStoreOptions = {}): DesignStore {
  const now = opts.now ?? (() => Date.now());
  const canContain = opts.canContain ?? (() => true);
  const limit = opts.historyLimit ?? H.HISTORY_LIMIT;

  return createStore<DesignState>()((set, get) => {
    const design = () => get().history.present;

    /** Records a new design; `selectedKey` (if given) is applied without the debounce. */
    const commit = (next: FormDesign, selectedKey?: string, tag?: string) => {
      const history = H.commit(get().history, next, { tag, now: now(), limit });
      if (selectedKey === undefined) set({ history });
      else set({ history, selectedKey, lastSelectAt: now() });
    };
    const commitList = (list: FormNode[], selectedKey?: string, tag?: string) => {
      if (list !== design().list) commit({ ...design(), list }, selectedKey, tag);
    };
    const accepts = (ref: SlotRef, type: string): boolean => {
      if (ref.owner === null) return true;
      const owner = locate(design().list, ref.owner)?.node;
      return owner !== undefined && canContain(owner, type);
    };
    /** Where a palette click / paste puts a control: after the selection, climbing out of containers that refuse it. */
    const insertPoint = (type: string): { ref: SlotRef; index: number } => {
      const list = design().list;
      let loc = get().selectedKey ? locate(list, get().selectedKey) : undefined;
      while (loc && !accepts(loc.ref, type)) loc = loc.ref.owner === null ? undefined : locate(list, loc.ref.owner);
      return loc ? { ref: loc.ref, index: loc.index + 1 } : { ref: ROOT, index: list.length };
    };
    const keepSelection = (d: FormDesign) => {
      const key = get().selectedKey;
      return key && locate(d.list, key) ? key : '';
    };

    return {
      history: H.createHistory(opts.initial ?? emptyDesign()),
      selectedKey: '',
      lastSelectAt: Number.NEGATIVE_INFINITY,
      clipboard: null,

      select: (key) => {
        const t = now();
        if (key === get().selectedKey) return true;
        if (t - get().lastSelectAt < SELECT_DEBOUNCE_MS) return false;
        set({ selectedKey: key, lastSelectAt: t });
        return true;
      },

      add: (node) => {
        const { ref, index } = insertPoint(node.type);
        commitList(insertAt(design().list, ref, index, node), node.key);
        return true;
      },

      drop: (node, ref, index) => {
        if (!accepts(ref, node.type) || getSlot(design().list, ref) === undefined) return false;
        commitList(insertAt(design().list, ref, index, node), node.key);
        return true;
      },

      move: (key, ref, index) => {
        const loc = locate(design().list, key);
        if (!loc || !accepts(ref, loc.node.type)) return false;
        const list = moveNode(design().list, key, ref, index);
        if (!list) return false;
        commitList(list, key);
        return true;
      },

      remove: (key = get().selectedKey) => {
        const loc = key ? locate(design().list, key) : undefined;
        if (!loc) return;
        const siblings = getSlot(design().list, loc.ref) ?? [];
        const next = siblings[loc.index + 1] ?? siblings[loc.index - 1];
        const current = get().selectedKey;
        const selected = !current || containsKey(loc.node, current) ? (next?.key ?? '') : current;
        commitList(removeAt(design().list, key), selected);
      },

      duplicate: (key = get().selectedKey) => {
        const loc = key ? locate(design().list, key) : undefined;
        if (!loc) return;
        const copy = cloneFresh(loc.node);
        commitList(insertAt(design().list, loc.ref, loc.index + 1, copy), copy.key);
      },

      copyToClipboard: (key = get().selectedKey) => {
        const node = key ? locate(design().list, key)?.node : undefined;
        if (!node) return false;
        set({ clipboard: node });
        return true;
      },

      paste: () => {
        const clip = get().clipboard;
        if (!clip) return false;
        const copy = cloneFresh(clip);
        const { ref, index } = insertPoint(copy.type);
        commitList(insertAt(design().list, ref, index, copy), copy.key);
        return true;
      },

      updateNode: (key, path, value) => {
        if (path === 'key' || path === 'type') return;
        commitList(
          updateNode(design().list, key, (n) => setIn(n, path, value)),
          undefined,
          `prop:${key}:${path}`,
        );
      },

      updateConfig: (fn, tag) => {
        const config = fn(design().config);
        if (config !== design().config) commit({ ...design(), config }, undefined, tag ? `config:${tag}` : undefined);
      },

      tableOp: (tableKey, op, tr, td) => {
        const table = locate(design().list, tableKey)?.node;
        if (!table || !Array.isArray(table.trs)) return { ok: false, error: '' };
        const result = applyTableOp(table.trs, op, tr, td);
        if (result.ok) commitList(updateNode(design().list, tableKey, (n) => ({ ...n, trs: result.trs })));
        return result;
      },

      importDesign: (d) => commit(d, ''),

      load: (d) => set({ history: H.createHistory(d), selectedKey: '', lastSelectAt: now() }),

      reset: () => commit({ ...design(), list: [] }, ''),

      undo: () => {
        const history = H.undo(get().history);
        if (history !== get().history) set({ history, selectedKey: keepSelection(history.present) });
      },

      redo: () => {
        const history = H.redo(get().history);
        if (history !== get().history) set({ history, selectedKey: keepSelection(history.present) });
      },
    };
  });
}

/** Selectors used by the components. */
export const selectDesign = (s: DesignState): FormDesign => s.history.present;
export const selectList = (s: DesignState): FormNode[] => s.history.present.list;
export const selectConfig = (s: DesignState): FormConfig => s.history.present.config;
export const selectCanUndo = (s: DesignState): boolean => s.history.past.length > 0;
export const selectCanRedo = (s: DesignState): boolean => s.history.future.length > 0;
