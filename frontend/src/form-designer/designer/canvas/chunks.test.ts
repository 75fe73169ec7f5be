import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../schema/types';
import { chunkList, createChunkState } from './chunks';

const n = (key: string): FormNode => ({ type: 'input', label: key, key, options: {} });
const list = (count: number, prefix = 'n') => Array.from({ length: count }, (_x, i) => n(`${prefix}${i}`));
const shape = (chunks: { id: number; nodes: FormNode[] }[]) => chunks.map((c) => [c.id, c.nodes.length]);

describe('chunkList', () => {
  it('splits a new list into chunks of the given size', () => {
    const s = createChunkState();
    expect(shape(chunkList(list(10), s, 4))).toEqual([
      [1, 4],
      [2, 4],
      [3, 2],
    ]);
  });

  it('keeps every control in its chunk when a neighbour is inserted or removed', () => {
    const s = createChunkState();
    const base = list(12);
    const before = chunkList(base, s, 4);
    const inserted = [...base.slice(0, 5), n('new'), ...base.slice(5)];
    const after = chunkList(inserted, s, 4);
    expect(shape(after)).toEqual([
      [1, 4],
      [2, 5],
      [3, 4],
    ]);
    expect(after[0].nodes).toEqual(before[0].nodes);
    expect(after[2].nodes).toEqual(before[2].nodes);
    const removed = chunkList(inserted.filter((x) => x.key !== 'n1'), s, 4);
    expect(shape(removed)).toEqual([
      [1, 3],
      [2, 5],
      [3, 4],
    ]);
  });

  it('keeps chunk ids unique and the order intact after a move', () => {
    const s = createChunkState();
    const base = list(12);
    chunkList(base, s, 4);
    const moved = [...base.slice(0, 2), base[9], ...base.slice(2, 9), ...base.slice(10)];
    const chunks = chunkList(moved, s, 4);
    expect(chunks.flatMap((c) => c.nodes)).toEqual(moved);
    const ids = chunks.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // the moved control joined its new neighbours; the other chunks are untouched
    expect(shape(chunks)).toEqual([
      [1, 5],
      [2, 4],
      [3, 3],
    ]);
  });

  it('starts a new chunk when an old one grows past twice the size', () => {
    const s = createChunkState();
    let l = list(4);
    chunkList(l, s, 4);
    for (let i = 0; i < 6; i++) {
      l = [...l, n(`x${i}`)];
      chunkList(l, s, 4);
    }
    expect(shape(chunkList(l, s, 4))).toEqual([
      [1, 8],
      [2, 2],
    ]);
  });
});
