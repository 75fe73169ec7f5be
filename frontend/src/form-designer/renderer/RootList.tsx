import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import type { FormNode } from '../schema/types';
import { useRenderer, useTopic } from './context';
import { NodeView } from './NodeView';

/** Rough rendered height of a node, used to fill the first screen and to reserve scroll height. */
export function estimateHeight(node: FormNode): number {
  switch (node.type) {
    case 'textarea':
      return 140;
    case 'editor':
      return 380;
    case 'batch':
      return 220;
    case 'uploadImg':
      return 136;
    case 'grid':
      return Math.max(56, ...(node.columns ?? []).map((c) => sum(c.list ?? [])));
    case 'card':
      return 90 + sum(node.list ?? []);
    case 'tabs':
      return 60 + Math.max(0, ...(node.columns ?? []).map((c) => sum(c.list ?? [])));
    case 'table':
      return (node.trs ?? []).reduce((h, tr) => h + Math.max(56, ...(tr.tds ?? []).map((td) => sum(td.list ?? []))), 16);
    default:
      return 56;
  }
}

const sum = (list: FormNode[]) => list.reduce((h, n) => h + estimateHeight(n), 0);

/** Root nodes per chunk: a chunk is mounted as a unit and skipped by layout/paint while off screen. */
const CHUNK = 15;

function firstScreenChunks(list: FormNode[]): number {
  const budget = typeof window === 'undefined' ? 800 : window.innerHeight || 800;
  let height = 0;
  for (let i = 0; i < list.length; i++) {
    height += estimateHeight(list[i]);
    if (height > budget) return Math.ceil((i + 1) / CHUNK);
  }
  return Math.ceil(list.length / CHUNK);
}

function chunksOf(list: FormNode[]): FormNode[][] {
  const out: FormNode[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

const sameNodes = (a: { nodes: FormNode[] }, b: { nodes: FormNode[] }) =>
  a.nodes.length === b.nodes.length && a.nodes.every((n, i) => n === b.nodes[i]);

/** `content-visibility: auto` lets the browser skip style, layout and paint of chunks off screen. */
const Chunk = memo(function Chunk({ nodes }: { nodes: FormNode[] }) {
  return (
    <div className="kfd-chunk" style={{ containIntrinsicSize: `auto ${sum(nodes)}px` }}>
      {nodes.map((node, i) => (
        <NodeView key={node.key ?? i} node={node} />
      ))}
    </div>
  );
}, sameNodes);

/**
 * The root list, in chunks: the first screen is mounted at once, the other chunks in one background
 * transition (typing and clicks pre-empt it). Values and validation live in the store, so unmounted
 * fields still take part in getData. `progressive=false` mounts everything in the first render.
 */
export function RootList({ list, progressive }: { list: FormNode[]; progressive: boolean }) {
  const { store } = useRenderer();
  const all = useTopic(store, 'mountAll', store.getMountAll);
  const chunks = useMemo(() => chunksOf(list), [list]);
  const [count, setCount] = useState(() => (progressive ? firstScreenChunks(list) : chunks.length));
  const shown = all || !progressive ? chunks.length : Math.min(count, chunks.length);
  useEffect(() => {
    if (shown >= chunks.length) return;
    // the rest in one background transition: React yields to input while it renders, and one commit
    // costs less than many (the controls are lean, so the whole list renders in well under 300 ms)
    const timer = setTimeout(() => startTransition(() => setCount(chunks.length)), 0);
    return () => clearTimeout(timer);
  }, [shown, chunks.length]);
  const rest = shown < chunks.length ? sum(list.slice(shown * CHUNK)) : 0;
  return (
    <>
      {chunks.slice(0, shown).map((nodes, i) => (
        <Chunk key={i} nodes={nodes} />
      ))}
      {rest > 0 && <div className="kfd-pending" style={{ height: rest }} />}
    </>
  );
}
