/**
 * Immutable edits of the node tree. Every function copies only the path from the root list to the
 * changed list; untouched nodes keep their identity (the canvas relies on that to skip re-renders).
 */
import { childSlots } from '../../schema/tree';
import { NO_MODEL_TYPES, newKey, type FormColumn, type FormNode, type TableRow } from '../../schema/types';

/** A child list: the root list (owner null) or one slot of a container ("list", "columns.0", "trs.1.tds.0"). */
export interface SlotRef {
  owner: string | null;
  slot: string;
}

export const ROOT: SlotRef = { owner: null, slot: 'list' };

export function slotId(ref: SlotRef): string {
  return ref.owner === null ? 'root' : `${ref.owner}|${ref.slot}`;
}

export function parseSlotId(id: string): SlotRef {
  if (id === 'root') return ROOT;
  const i = id.lastIndexOf('|');
  return { owner: id.slice(0, i), slot: id.slice(i + 1) };
}

export function sameSlot(a: SlotRef, b: SlotRef): boolean {
  return a.owner === b.owner && a.slot === b.slot;
}

/** The child list of `node` named by slot, or undefined when the node has no such slot. */
export function getSlotList(node: FormNode, slot: string): FormNode[] | undefined {
  const p = slot.split('.');
  if (p[0] === 'list') return Array.isArray(node.list) ? node.list : undefined;
  if (p[0] === 'columns') {
    const col = node.columns?.[Number(p[1])];
    return col ? (Array.isArray(col.list) ? col.list : []) : undefined;
  }
  if (p[0] === 'trs') {
    const td = node.trs?.[Number(p[1])]?.tds?.[Number(p[3])];
    return td ? (Array.isArray(td.list) ? td.list : []) : undefined;
  }
  return undefined;
}

/** Copy of node with one child list replaced. */
export function setSlotList(node: FormNode, slot: string, list: FormNode[]): FormNode {
  const p = slot.split('.');
  if (p[0] === 'list') return { ...node, list };
  if (p[0] === 'columns' && node.columns) {
    const i = Number(p[1]);
    return { ...node, columns: node.columns.map((c, j): FormColumn => (j === i ? { ...c, list } : c)) };
  }
  if (p[0] === 'trs' && node.trs) {
    const r = Number(p[1]);
    const c = Number(p[3]);
    return {
      ...node,
      trs: node.trs.map(
        (tr, j): TableRow => (j === r ? { ...tr, tds: tr.tds.map((td, k) => (k === c ? { ...td, list } : td)) } : tr),
      ),
    };
  }
  return node;
}

/** Replaces the node with `key` by fn(node), wherever it is. Returns the same list when nothing changed. */
export function updateNode(list: FormNode[], key: string, fn: (node: FormNode) => FormNode): FormNode[] {
  for (let i = 0; i < list.length; i++) {
    const node = list[i];
    let next: FormNode = node;
    if (node.key === key) next = fn(node);
    else {
      for (const slot of childSlots(node)) {
        const child = getSlotList(next, slot) ?? [];
        const replaced = updateNode(child, key, fn);
        if (replaced !== child) {
          next = setSlotList(next, slot, replaced);
          break;
        }
      }
    }
    if (next !== node) {
      const out = list.slice();
      out[i] = next;
      return out;
    }
  }
  return list;
}

/** Replaces one child list (root or container slot). */
export function updateSlot(list: FormNode[], ref: SlotRef, fn: (slotList: FormNode[]) => FormNode[]): FormNode[] {
  if (ref.owner === null) return fn(list);
  return updateNode(list, ref.owner, (owner) => {
    const current = getSlotList(owner, ref.slot);
    return current === undefined ? owner : setSlotList(owner, ref.slot, fn(current));
  });
}

export interface Located {
  node: FormNode;
  ref: SlotRef;
  index: number;
  /** Keys of the containers holding the node, outermost first. */
  ancestors: string[];
}

export function locate(list: FormNode[], key: string, ref: SlotRef = ROOT, ancestors: string[] = []): Located | undefined {
  for (let index = 0; index < list.length; index++) {
    const node = list[index];
    if (node.key === key) return { node, ref, index, ancestors };
    for (const slot of childSlots(node)) {
      const hit = locate(getSlotList(node, slot) ?? [], key, { owner: node.key, slot }, [...ancestors, node.key]);
      if (hit) return hit;
    }
  }
  return undefined;
}

export function getSlot(list: FormNode[], ref: SlotRef): FormNode[] | undefined {
  if (ref.owner === null) return list;
  const owner = locate(list, ref.owner)?.node;
  return owner ? getSlotList(owner, ref.slot) : undefined;
}

/** True when `key` is `root` itself or one of its descendants. */
export function containsKey(root: FormNode, key: string): boolean {
  if (root.key === key) return true;
  return childSlots(root).some((slot) => (getSlotList(root, slot) ?? []).some((n) => containsKey(n, key)));
}

export function insertAt(list: FormNode[], ref: SlotRef, index: number, node: FormNode): FormNode[] {
  return updateSlot(list, ref, (l) => {
    const out = l.slice();
    out.splice(Math.max(0, Math.min(index, l.length)), 0, node);
    return out;
  });
}

export function removeAt(list: FormNode[], key: string): FormNode[] {
  const loc = locate(list, key);
  if (!loc) return list;
  return updateSlot(list, loc.ref, (l) => l.filter((n) => n.key !== key));
}

/**
 * Moves a node to `index` of the target list, where index counts the target list as it is before
 * the move. Returns null when the target is the node itself or inside it.
 */
export function moveNode(list: FormNode[], key: string, ref: SlotRef, index: number): FormNode[] | null {
  const loc = locate(list, key);
  if (!loc) return null;
  if (ref.owner !== null && containsKey(loc.node, ref.owner)) return null;
  let target = index;
  if (sameSlot(loc.ref, ref)) {
    if (index === loc.index || index === loc.index + 1) return list;
    if (index > loc.index) target -= 1;
  }
  return insertAt(removeAt(list, key), ref, target, loc.node);
}

/** Deep copy with a fresh key for every node and a fresh model (= key) for every node that has one. */
export function cloneFresh(node: FormNode): FormNode {
  const key = newKey(node.type);
  const copy: FormNode = { ...node, key, options: structuredClone(node.options) };
  if (node.rules) copy.rules = structuredClone(node.rules);
  if (typeof node.model === 'string' && !NO_MODEL_TYPES.includes(node.type)) copy.model = key;
  if (Array.isArray(node.list)) copy.list = node.list.map(cloneFresh);
  if (Array.isArray(node.columns)) copy.columns = node.columns.map((c) => ({ ...c, list: (c.list ?? []).map(cloneFresh) }));
  if (Array.isArray(node.trs))
    copy.trs = node.trs.map((tr) => ({ ...tr, tds: tr.tds.map((td) => ({ ...td, list: (td.list ?? []).map(cloneFresh) })) }));
  return copy;
}

/** Reads a dotted path ("options.placeholder", "rules.0.message"). */
export function getIn(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Copy of obj with the dotted path set; intermediate objects/arrays are copied, missing ones created. */
export function setIn<T>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const source = (obj ?? {}) as Record<string, unknown>;
  const nextValue = rest.length === 0 ? value : setIn(source[head], rest.join('.'), value);
  if (Array.isArray(source)) {
    const out = source.slice();
    out[Number(head)] = nextValue;
    return out as T;
  }
  if (rest.length === 0 && source[head] === value) return obj;
  return { ...source, [head]: nextValue } as T;
}
