/**
 * Drop position logic, from the live DOM: the innermost slot (child list) under the pointer that
 * accepts the dragged type and is not inside the dragged control, and the insert index in it
 * (binary search over the slot's direct children). No droppable registrations, so a 500-control
 * canvas costs nothing until something is dragged.
 */
import { getControl } from '../../../registry';
import { parseSlotId, type SlotRef } from '../../state/treeOps';

export type DragData = { kind: 'palette'; type: string } | { kind: 'node'; key: string; type: string };

export interface Point {
  x: number;
  y: number;
}

export interface DropLine {
  left: number;
  top: number;
  width: number;
  height?: number;
}

export interface DropTarget {
  slot: HTMLElement;
  ref: SlotRef;
  index: number;
  /** Where to draw the insert marker, in viewport coordinates. */
  line: DropLine;
}

function accepts(slot: HTMLElement, type: string): boolean {
  const ownerType = slot.dataset.ownerType;
  if (!ownerType) return true;
  return getControl(ownerType)?.accepts?.(type) ?? true;
}

/** The innermost slot element under the point that can take the dragged control. */
export function slotAt(p: Point, type: string, dragged: HTMLElement | null, root: ParentNode = document): HTMLElement | null {
  const doc = (root as Node).ownerDocument ?? document;
  for (const el of doc.elementsFromPoint(p.x, p.y)) {
    if (!(el instanceof HTMLElement) || el.dataset.slot === undefined) continue;
    if (dragged && dragged.contains(el)) continue;
    if (accepts(el, type)) return el;
  }
  return null;
}

/** Index in the slot's list where a drop at `p` inserts, and the marker to show for it. */
export function dropIndex(slotEl: HTMLElement, p: Point): { index: number; line: DropLine } {
  const children = Array.from(slotEl.querySelectorAll<HTMLElement>(':scope > .fd-node, :scope > .fd-chunk > .fd-node'));
  const box = slotEl.getBoundingClientRect();
  if (children.length === 0) return { index: 0, line: { left: box.left + 4, top: box.top + box.height / 2, width: box.width - 8 } };
  const row = slotEl.classList.contains('fd-slot-row');
  let lo = 0;
  let hi = children.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const r = children[mid].getBoundingClientRect();
    const before = row ? p.x < r.left + r.width / 2 : p.y < r.top + r.height / 2;
    if (before) hi = mid;
    else lo = mid + 1;
  }
  const index = lo;
  if (row) {
    // a vertical marker in the gap between two columns
    const r = children[Math.min(index, children.length - 1)].getBoundingClientRect();
    const x = index < children.length ? r.left - 2 : r.right + 2;
    return { index, line: { left: x - 1, top: box.top + 2, width: 3, height: box.height - 4 } };
  }
  const top =
    index < children.length
      ? children[index].getBoundingClientRect().top - 1
      : children[children.length - 1].getBoundingClientRect().bottom + 1;
  return { index, line: { left: box.left, top, width: box.width } };
}

/** The drop target at point p for a control of `type` (null when there is none). */
export function dropTargetAt(p: Point, type: string, dragged: HTMLElement | null): DropTarget | null {
  const slot = slotAt(p, type, dragged);
  const id = slot?.dataset.slot;
  if (!slot || id === undefined) return null;
  const { index, line } = dropIndex(slot, p);
  return { slot, ref: parseSlotId(id), index, line };
}
