import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getControl } from '../../../registry';
import { useDesigner } from '../../context';
import { locate } from '../../state/treeOps';
import { createAutoScroller } from './autoScroll';
import { claimEvent, deferDragStart } from './bridge';
import { dropTargetAt, type DragData, type DropLine, type DropTarget, type Point } from './dropTarget';

type LineState = { line: DropLine | null };
const NODE_PROXY = 'fd-node-proxy';
const noCollisions = () => [];

/**
 * The drag-and-drop layer: palette → canvas, and moves inside the canvas. Only the palette is inside
 * the DndContext; canvas controls start their drag through the bridge (see bridge.ts), and the drop
 * position is read from the DOM under the pointer.
 */
export function DndLayer({ children }: { children: ReactNode }) {
  const { store, drag } = useDesigner();
  // activation is already deferred until the pointer moved (deferDragStart): start at the next move
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 1 } }));
  const [active, setActive] = useState<DragData | null>(null);
  const [lineStore] = useState(() => createStore<LineState>(() => ({ line: null })));
  const [nodeData] = useState<DragData & { kind: 'node' }>(() => ({ kind: 'node', key: '', type: '' }));
  const target = useRef<DropTarget | null>(null);
  const dragged = useRef<HTMLElement | null>(null);
  const pointerDownOn = useRef<HTMLElement | null>(null);
  const pointer = useRef<Point | null>(null);
  const type = useRef('');

  const setTarget = (t: DropTarget | null) => {
    if (target.current?.slot !== t?.slot) {
      // data attributes, not classes: React owns className and re-renders these elements
      target.current?.slot.removeAttribute('data-drop-over');
      t?.slot.setAttribute('data-drop-over', '');
    }
    target.current = t;
    lineStore.setState({ line: t?.line ?? null });
  };
  const retarget = () => {
    if (pointer.current) setTarget(dropTargetAt(pointer.current, type.current, dragged.current));
  };
  const retargetRef = useRef(retarget);
  useLayoutEffect(() => {
    retargetRef.current = retarget;
  });
  const scroller = useMemo(() => createAutoScroller(() => retargetRef.current()), []);

  const finish = () => {
    setTarget(null);
    scroller.stop();
    dragged.current?.removeAttribute('data-dragging');
    dragged.current = null;
    pointer.current = null;
    setActive(null);
  };

  const onDragStart = (e: DragStartEvent) => {
    const data = { ...(e.active.data.current as DragData) };
    setActive(data);
    type.current = data.type;
    if (data.kind === 'node') {
      dragged.current = pointerDownOn.current;
      dragged.current?.setAttribute('data-dragging', '');
      store.getState().select(data.key);
    }
  };

  const onDragMove = (e: DragMoveEvent) => {
    const start = getEventCoordinates(e.activatorEvent);
    if (!start) return;
    pointer.current = { x: start.x + e.delta.x, y: start.y + e.delta.y };
    retarget();
    const scrollEl = target.current?.slot.closest<HTMLElement>('.fd-canvas-scroll') ?? null;
    scroller.update(scrollEl, pointer.current.y);
  };

  const onDragEnd = (e: DragEndEvent) => {
    onDragMove(e);
    const t = target.current;
    const data = e.active.data.current as DragData;
    const key = data.kind === 'node' ? data.key : '';
    finish();
    if (!t) return;
    const s = store.getState();
    if (data.kind === 'node') s.move(key, t.ref, t.index);
    else {
      const node = getControl(data.type)?.create();
      if (node) s.drop(node, t.ref, t.index);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={noCollisions}
      autoScroll={false}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      {children}
      <NodeDragProxy
        data={nodeData}
        bind={(start) => {
          drag.startNodeDrag = (event, key, nodeType, element) => {
            if (event.button !== 0 || !claimEvent(event.nativeEvent)) return;
            deferDragStart(event, (down) => {
              nodeData.key = key;
              nodeData.type = nodeType;
              pointerDownOn.current = element;
              start(down, element);
            });
          };
        }}
      />
      <DragOverlay dropAnimation={null}>{active ? <DragGhost data={active} /> : null}</DragOverlay>
      <DropMarker store={lineStore} />
    </DndContext>
  );
}

type StartFn = (event: { nativeEvent: PointerEvent }, element: HTMLElement) => void;

/** The one draggable standing in for whichever canvas control the pointer went down on. */
function NodeDragProxy({ data, bind }: { data: DragData; bind: (start: StartFn) => void }) {
  const { listeners, setNodeRef } = useDraggable({ id: NODE_PROXY, data });
  useLayoutEffect(() => {
    bind((event, element) => {
      setNodeRef(element);
      listeners?.onPointerDown?.(event);
    });
  });
  return null;
}

function DragGhost({ data }: { data: DragData }) {
  const { store } = useDesigner();
  const def = getControl(data.type);
  const label =
    data.kind === 'node' ? locate(store.getState().history.present.list, data.key)?.node.label || def?.label : def?.label;
  return (
    <div className="fd-drag-ghost">
      {def?.icon}
      <span>{label || data.type}</span>
    </div>
  );
}

function DropMarker({ store }: { store: StoreApi<LineState> }) {
  const line = useStore(store, (s) => s.line);
  if (!line) return null;
  return <div className="fd-drop-line" style={{ left: line.left, top: line.top - 1, width: line.width, height: line.height }} />;
}
