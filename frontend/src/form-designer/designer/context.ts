import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RenderEnv } from '../registry/types';
import type { DesignState, DesignStore } from './state/designStore';
import type { TableOp } from './state/tableOps';
import type { DragBridge } from './canvas/dnd/bridge';

export interface CellMenuTarget {
  tableKey: string;
  tr: number;
  td: number;
  x: number;
  y: number;
}

export interface DesignerContextValue {
  store: DesignStore;
  hideModel: boolean;
  drag: DragBridge;
  openCellMenu: (target: CellMenuTarget) => void;
  runTableOp: (tableKey: string, op: TableOp, tr: number, td: number) => void;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const ctx = useContext(DesignerContext);
  if (!ctx) throw new Error('FormDesigner context missing');
  return ctx;
}

/** Subscribes to a slice of the design store (re-renders only when the slice changes). */
export function useDesign<T>(selector: (s: DesignState) => T): T {
  return useStore(useDesigner().store, selector);
}

/** What the canvas derives from the form config; changes only when the config does. */
export interface CanvasLayout {
  env: RenderEnv;
}

export const CanvasLayoutContext = createContext<CanvasLayout | null>(null);

export function useCanvasLayout(): CanvasLayout {
  const ctx = useContext(CanvasLayoutContext);
  if (!ctx) throw new Error('canvas layout context missing');
  return ctx;
}
