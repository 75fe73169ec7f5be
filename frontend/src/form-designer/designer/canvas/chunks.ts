/**
 * Splits a long child list into chunks that keep their identity across edits. React visits every
 * sibling of a changed child, so with 500 controls in one list a selection change or an insert would
 * touch 500 fibers; in chunks of ~24 it touches ~20 chunks and one chunk's controls.
 * A control stays in the chunk it was in (no remount when a neighbour is inserted or removed); new
 * controls join the chunk of the control before them; a chunk that grows past twice the size splits.
 */
import type { FormNode } from '../../schema/types';

export const CHUNK_SIZE = 24;

export interface Chunk {
  id: number;
  nodes: FormNode[];
}

export interface ChunkState {
  chunkOf: Map<string, number>;
  nextId: number;
}

export function createChunkState(): ChunkState {
  return { chunkOf: new Map(), nextId: 1 };
}

/** Chunks for `list`, updating `state` (the previous assignment) in place. */
export function chunkList(list: FormNode[], state: ChunkState, size = CHUNK_SIZE): Chunk[] {
  const chunks: Chunk[] = [];
  const used = new Set<number>();
  const fresh = new Set<number>();
  /** Where an old chunk continues after its id was taken by an earlier run. */
  const remap = new Map<number, number>();
  let current: Chunk | null = null;
  const open = (id: number) => {
    current = { id, nodes: [] };
    chunks.push(current);
    used.add(id);
    return current;
  };
  const openFresh = () => {
    const c = open(state.nextId++);
    fresh.add(c.id);
    return c;
  };
  // the old chunk of the nearest following control that had one
  const nextPrev: (number | undefined)[] = new Array(list.length);
  for (let i = list.length - 1, seen: number | undefined; i >= 0; i--) {
    nextPrev[i] = seen;
    seen = state.chunkOf.get(list[i].key) ?? seen;
  }
  let lastPrev: number | undefined;
  list.forEach((node, i) => {
    let prev = state.chunkOf.get(node.key);
    // a single control dropped between two other chunks (moved) joins its new neighbours
    const between = lastPrev !== undefined && nextPrev[i] !== undefined;
    if (prev !== undefined && between && prev !== lastPrev && prev !== nextPrev[i]) prev = undefined;
    const cur = current as Chunk | null;
    if (prev === undefined) {
      const limit = cur && fresh.has(cur.id) ? size : size * 2;
      (cur && cur.nodes.length < limit ? cur : openFresh()).nodes.push(node);
    } else {
      const target = remap.get(prev) ?? prev;
      if (cur && cur.id === target) cur.nodes.push(node);
      else if (!used.has(prev)) open(prev).nodes.push(node);
      else {
        const c = openFresh();
        remap.set(prev, c.id);
        c.nodes.push(node);
      }
      lastPrev = prev;
    }
  });
  const chunkOf = new Map<string, number>();
  for (const c of chunks) for (const n of c.nodes) chunkOf.set(n.key, c.id);
  state.chunkOf = chunkOf;
  return chunks;
}

export function sameNodes(a: FormNode[], b: FormNode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
