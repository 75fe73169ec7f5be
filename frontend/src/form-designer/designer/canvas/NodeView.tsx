import { memo, useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { useStore } from 'zustand';
import { getControl } from '../../registry';
import type { FormNode } from '../../schema/types';
import { useDesigner } from '../context';
import { NodeBody } from './NodeBody';
import { NodeToolbar } from './NodeToolbar';

/**
 * One control on the canvas. Memoised on the node object and subscribed only to "am I selected",
 * so a selection change re-renders two node views and an insert renders one. Dragging starts
 * through the designer's drag bridge (the canvas is outside the DndContext on purpose).
 */
export const NodeView = memo(function NodeView({ node }: { node: FormNode }) {
  const { store, hideModel, drag } = useDesigner();
  const key = node.key;
  const type = node.type;
  const selected = useStore(store, (s) => s.selectedKey === key);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) return revealLater(ref.current);
  }, [selected]);
  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLDivElement>) => drag.startNodeDrag(e, key, type, e.currentTarget),
    [drag, key, type],
  );
  const onClick = useCallback(
    (e: MouseEvent) => {
      e.stopPropagation();
      store.getState().select(key);
    },
    [store, key],
  );
  const def = getControl(node.type);
  const container = Boolean(def?.isContainer) || (!def && Boolean(node.list || node.columns || node.trs));
  const classes = [
    'fd-node',
    container ? 'fd-node-container' : '',
    selected ? 'fd-node-selected' : '',
    node.options?.hidden === true ? 'fd-node-hidden' : '',
  ];
  const tag = hideModel || !node.model ? '' : node.model;
  return (
    <div
      ref={ref}
      tabIndex={0}
      aria-current={selected || undefined}
      data-key={key}
      data-type={node.type}
      className={classes.join(' ')}
      onClick={onClick}
      onPointerDown={onPointerDown}
    >
      <NodeBody node={node} />
      {tag && <span className="fd-node-model">{tag}</span>}
      {selected && <NodeToolbar nodeKey={key} />}
    </div>
  );
});

/** Scrolls a newly selected control into view (e.g. appended below the fold), in the next frame. */
function revealLater(el: HTMLElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const frame = requestAnimationFrame(() => {
    const scroller = el.closest('.fd-canvas-scroll');
    if (!scroller) return;
    const r = el.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    if (r.top < view.top || r.bottom > view.bottom) el.scrollIntoView?.({ block: 'nearest' });
  });
  return () => cancelAnimationFrame(frame);
}
