import { childLists, childSlots, withChildLists } from '../schema/tree';
import type { ChildAccess, ControlDef } from './types';

const controls = new Map<string, ControlDef>();
const listeners = new Set<() => void>();

/** The structural accessor (list / columns / trs) used by every built-in container. */
export const structuralChildren: ChildAccess = {
  lists: childLists,
  withLists: withChildLists,
  slots: childSlots,
};

/** Adds or replaces a control. Adding a control to palette, property panel and renderer is this one call. */
export function registerControl(def: ControlDef): void {
  controls.set(def.type, def.isContainer && !def.children ? { ...def, children: structuralChildren } : def);
  listeners.forEach((fn) => fn());
}

export function getControl(type: string): ControlDef | undefined {
  return controls.get(type);
}

/** All controls in registration order (the palette order). */
export function allControls(): ControlDef[] {
  return [...controls.values()];
}

/** Notified when a control is registered (palettes built before a late registration can refresh). */
export function onRegistryChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
