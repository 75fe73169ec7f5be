import { useEffect, type RefObject } from 'react';
import type { DesignStore } from '../state/designStore';

/** True when the key goes to a text field (the browser's own undo/copy/delete apply there). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}

/**
 * Designer keys: Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo, Delete removes the selected control,
 * Ctrl+C / Ctrl+V copy and paste controls, Esc clears the selection. Active while the focus is in
 * the designer (or nowhere in particular), never while typing or inside a dialog over the designer
 * (the designer may itself sit in a dialog).
 */
export function useShortcuts(store: DesignStore, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || isTyping(e.target)) return;
      const target = e.target as Element | null;
      const inside = root.current && target instanceof Node && root.current.contains(target);
      if (!inside && target !== document.body && target !== document.documentElement) return;
      // not from a dialog or menu over the designer; a dialog that holds the designer itself is fine
      const overlay = target instanceof Element ? target.closest('.ant-modal, .ant-dropdown, .ant-select-dropdown') : null;
      if (overlay && !(root.current && overlay.contains(root.current))) return;
      const s = store.getState();
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      let handled = true;
      if (mod && key === 'z' && !e.shiftKey) s.undo();
      else if (mod && ((key === 'z' && e.shiftKey) || key === 'y')) s.redo();
      else if (!mod && e.key === 'Delete' && s.selectedKey) s.remove();
      else if (mod && key === 'c' && s.selectedKey && !window.getSelection()?.toString()) s.copyToClipboard();
      else if (mod && key === 'v' && s.clipboard) s.paste();
      else if (e.key === 'Escape' && s.selectedKey) s.select('');
      else handled = false;
      if (handled) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store, root]);
}
