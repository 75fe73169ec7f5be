import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * Lets canvas controls start a drag without being inside the DndContext. Every provider value change
 * of @dnd-kit's DndContext (it re-renders after each click) makes React walk the whole subtree under
 * it; keeping the 500-control canvas out of that subtree keeps selecting and adding cheap. One proxy
 * draggable inside the context drags whichever control the pointer went down on.
 */
export interface DragBridge {
  /** Set by the proxy; called by a canvas control on pointer down. */
  startNodeDrag: (event: ReactPointerEvent, key: string, type: string, element: HTMLElement) => void;
}

export function createDragBridge(): DragBridge {
  return { startNodeDrag: () => undefined };
}

const handled = new WeakSet<Event>();

/** True the first time for a native event: nested controls only start one drag (the innermost). */
export function claimEvent(event: Event): boolean {
  if (handled.has(event)) return false;
  handled.add(event);
  return true;
}

const THRESHOLD = 4;

/**
 * Hands a pointer-down to @dnd-kit only once the pointer has really moved. A plain click then never
 * reaches the DndContext (which re-renders when a sensor ends), so selecting and adding stay cheap.
 */
export function deferDragStart(down: ReactPointerEvent, start: (event: { nativeEvent: PointerEvent }) => void): void {
  if (down.button !== 0 || !down.isPrimary) return;
  const native = down.nativeEvent;
  const doc = (down.currentTarget as Node).ownerDocument ?? document;
  const stop = () => {
    doc.removeEventListener('pointermove', move, true);
    doc.removeEventListener('pointerup', stop, true);
    doc.removeEventListener('pointercancel', stop, true);
  };
  const move = (e: PointerEvent) => {
    if (Math.hypot(e.clientX - native.clientX, e.clientY - native.clientY) < THRESHOLD) return;
    stop();
    start({ nativeEvent: native });
  };
  doc.addEventListener('pointermove', move, true);
  doc.addEventListener('pointerup', stop, true);
  doc.addEventListener('pointercancel', stop, true);
}
