/**
 * The control registry: one definition per control type drives the palette, the property panel and
 * the renderer. `registerControl(def)` adds a control.
 */
import { registerBuiltins } from './builtin';

registerBuiltins();

export { registerControl, getControl, allControls, onRegistryChange, structuralChildren } from './registry';
export { walkNodes, findNode, locateNode, mapNodes, fieldNodes, childLists, childSlots, withChildLists } from '../schema/tree';
export type { WalkContext, NodeLocation } from '../schema/tree';
export { INLINE_TYPES } from './builtin/common';
export type * from './types';
