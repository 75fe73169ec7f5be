import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import type { FormNode } from '../../schema/types';
import { useDesigner } from '../context';
import { D } from '../texts';
import { slotId } from '../state/treeOps';
import { chunkList, createChunkState, sameNodes } from './chunks';
import { NodeView } from './NodeView';

interface SlotProps {
  /** Key of the container owning the list; null for the canvas root. */
  owner: string | null;
  ownerType?: string;
  slot: string;
  list: FormNode[];
  className?: string;
}

const TABLE_CELL = /^trs\.(\d+)\.tds\.(\d+)$/;

/** One child list on the canvas: a drop zone (found by its data-slot attribute) holding memoised node views. */
export const Slot = memo(function Slot({ owner, ownerType, slot, list, className }: SlotProps) {
  const { openCellMenu } = useDesigner();
  const id = slotId({ owner, slot });

  const cell = useMemo(() => {
    const m = owner !== null && ownerType === 'table' ? TABLE_CELL.exec(slot) : null;
    return m ? { tr: Number(m[1]), td: Number(m[2]) } : null;
  }, [owner, ownerType, slot]);
  const onContextMenu = useCallback(
    (e: MouseEvent) => {
      if (!cell || owner === null) return;
      e.preventDefault();
      e.stopPropagation();
      openCellMenu({ tableKey: owner, ...cell, x: e.clientX, y: e.clientY });
    },
    [cell, owner, openCellMenu],
  );

  const classes = ['fd-slot', owner === null ? 'fd-slot-root' : '', className ?? ''];
  return (
    <div
      data-slot={id}
      data-owner-type={ownerType}
      className={classes.join(' ')}
      onContextMenu={cell ? onContextMenu : undefined}
    >
      <SlotChildren list={list} wrap={owner === null} />
      {list.length === 0 && owner === null && (
        <div className="fd-canvas-empty">
          <div className="fd-canvas-empty-title">{D.emptyCanvas}</div>
          <div className="fd-canvas-empty-hint">{D.emptyCanvasHint}</div>
        </div>
      )}
      {list.length === 0 && owner !== null && <div className="fd-slot-empty">{D.emptySlot}</div>}
    </div>
  );
});

/**
 * The node views of a list, in identity-keeping chunks (see chunks.ts). On the canvas root each chunk
 * is a `.fd-chunk` element that the browser skips while it is off screen (content-visibility).
 */
function SlotChildren({ list, wrap }: { list: FormNode[]; wrap: boolean }) {
  const [state] = useState(createChunkState);
  const chunks = useMemo(() => chunkList(list, state), [list, state]);
  return (
    <>
      {chunks.map((c) => (
        <NodeChunk key={c.id} nodes={c.nodes} wrap={wrap} />
      ))}
    </>
  );
}

const NodeChunk = memo(
  function NodeChunk({ nodes, wrap }: { nodes: FormNode[]; wrap: boolean }) {
    const views = nodes.map((node) => <NodeView key={node.key} node={node} />);
    return wrap ? <div className="fd-chunk">{views}</div> : <>{views}</>;
  },
  (a, b) => a.wrap === b.wrap && sameNodes(a.nodes, b.nodes),
);
