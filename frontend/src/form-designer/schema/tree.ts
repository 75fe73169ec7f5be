import { hasModel, type FormColumn, type FormNode, type TableRow } from './types';

/**
 * Structural child access, shared by every container kind: card/batch `list`, grid/tabs/selectInputList
 * `columns[].list`, table `trs[].tds[].list`. Works for unknown (forked) container types too, which is
 * why the tree helpers below do not need the control registry.
 */
export function childLists(node: FormNode): FormNode[][] {
  const out: FormNode[][] = [];
  if (Array.isArray(node.list)) out.push(node.list);
  if (Array.isArray(node.columns)) for (const col of node.columns) out.push(listOf(col));
  if (Array.isArray(node.trs)) for (const tr of node.trs) for (const td of tr.tds ?? []) out.push(listOf(td));
  return out;
}

/** Slot ids in the same order as childLists: "list", "columns.0", "trs.1.tds.0". */
export function childSlots(node: FormNode): string[] {
  const out: string[] = [];
  if (Array.isArray(node.list)) out.push('list');
  if (Array.isArray(node.columns)) node.columns.forEach((_c, i) => out.push(`columns.${i}`));
  if (Array.isArray(node.trs))
    node.trs.forEach((tr, r) => (tr.tds ?? []).forEach((_td, c) => out.push(`trs.${r}.tds.${c}`)));
  return out;
}

/** Copy of node with its child lists replaced, in childLists order. */
export function withChildLists(node: FormNode, lists: FormNode[][]): FormNode {
  let i = 0;
  const next: FormNode = { ...node };
  if (Array.isArray(node.list)) next.list = lists[i++];
  if (Array.isArray(node.columns)) next.columns = node.columns.map((col): FormColumn => ({ ...col, list: lists[i++] }));
  if (Array.isArray(node.trs))
    next.trs = node.trs.map((tr): TableRow => ({ ...tr, tds: (tr.tds ?? []).map((td) => ({ ...td, list: lists[i++] })) }));
  return next;
}

function listOf(holder: { list?: unknown }): FormNode[] {
  return Array.isArray(holder.list) ? (holder.list as FormNode[]) : [];
}

export interface WalkContext {
  parent: FormNode | null;
  depth: number;
  /** Innermost batch the node is a column of, if any. */
  batch: FormNode | null;
}

/**
 * Visits every node depth-first in display order. Return `false` from fn to skip the node's children.
 */
export function walkNodes(
  list: FormNode[],
  fn: (node: FormNode, ctx: WalkContext) => void | boolean,
  ctx: WalkContext = { parent: null, depth: 0, batch: null },
): void {
  for (const node of list) {
    if (fn(node, ctx) === false) continue;
    const inner: WalkContext = {
      parent: node,
      depth: ctx.depth + 1,
      batch: node.type === 'batch' ? node : ctx.batch,
    };
    for (const child of childLists(node)) walkNodes(child, fn, inner);
  }
}

/** The first node with this key, anywhere in the tree. */
export function findNode(list: FormNode[], key: string): FormNode | undefined {
  let found: FormNode | undefined;
  walkNodes(list, (node) => {
    if (found) return false;
    if (node.key === key) {
      found = node;
      return false;
    }
    return true;
  });
  return found;
}

/** Where a node lives: the list that holds it, its index and the container owning that list. */
export interface NodeLocation {
  node: FormNode;
  list: FormNode[];
  index: number;
  parent: FormNode | null;
}

export function locateNode(list: FormNode[], key: string, parent: FormNode | null = null): NodeLocation | undefined {
  for (let index = 0; index < list.length; index++) {
    const node = list[index];
    if (node.key === key) return { node, list, index, parent };
    for (const child of childLists(node)) {
      const hit = locateNode(child, key, node);
      if (hit) return hit;
    }
  }
  return undefined;
}

/**
 * Immutable top-down map. fn receives each node (with its original children) and returns a
 * replacement, or null to remove it; the children of the returned node are then mapped.
 * Unchanged subtrees keep their identity.
 */
export function mapNodes(list: FormNode[], fn: (node: FormNode) => FormNode | null): FormNode[] {
  let changed = false;
  const out: FormNode[] = [];
  for (const node of list) {
    const mapped = fn(node);
    if (mapped === null) {
      changed = true;
      continue;
    }
    const lists = childLists(mapped);
    const nextLists = lists.map((l) => mapNodes(l, fn));
    const next = nextLists.some((l, i) => l !== lists[i]) ? withChildLists(mapped, nextLists) : mapped;
    if (next !== node) changed = true;
    out.push(next);
  }
  return changed ? out : list;
}

/** Every node that carries a data field, in display order (k-form's getFieldSchema). */
export function fieldNodes(list: FormNode[], opts: { intoBatch?: boolean } = {}): FormNode[] {
  const out: FormNode[] = [];
  walkNodes(list, (node, ctx) => {
    if (ctx.batch && !opts.intoBatch) return false;
    if (hasModel(node)) out.push(node);
    return true;
  });
  return out;
}
