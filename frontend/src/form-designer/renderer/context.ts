import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { FormNode } from '../schema/types';
import type { RenderEnv } from '../registry/types';
import type { FormStore } from './store';

export interface RendererContextValue {
  store: FormStore;
  env: RenderEnv;
  renderList: (list: FormNode[], slot: string) => ReactNode;
  /** Put before each field's DOM id (a form inside another form whose fields may share its names). */
  idPrefix?: string;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRenderer(): RendererContextValue {
  const ctx = useContext(RendererContext);
  if (!ctx) throw new Error('FormRenderer context missing');
  return ctx;
}

/** The renderer context, or null when a control is shown outside a FormRenderer (designer canvas). */
export function useOptionalRenderer(): RendererContextValue | null {
  return useContext(RendererContext);
}

const noSubscribe = () => () => undefined;

/** Like useTopic, but tolerates a missing store (returns fallback). */
export function useOptionalTopic<T>(store: FormStore | undefined, topic: string, read: () => T, fallback: T): T {
  const subscribe = useCallback((fn: () => void) => (store ? store.subscribe(topic, fn) : noSubscribe()), [store, topic]);
  const get = store ? read : () => fallback;
  return useSyncExternalStore(subscribe, get, get);
}

/** Subscribes to one store topic and reads a snapshot. */
export function useTopic<T>(store: FormStore, topic: string, read: () => T): T {
  const subscribe = useCallback((fn: () => void) => store.subscribe(topic, fn), [store, topic]);
  return useSyncExternalStore(subscribe, read, read);
}
