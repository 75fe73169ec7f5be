/**
 * Bench harness for <FormDesigner> (peer-bench-kform.md method, items 4a–4f):
 *   window.__designer → the FormDesigner ref API (getValue, setValue, select, reset, undo, redo, getFieldSchema).
 *   window.__loadDesign(design) → Promise<{ms}>: setValue, resolved at the next animation frame (React renders
 *     store updates synchronously in a microtask, so the canvas is committed by then). Marks "fd-set" / "fd-loaded".
 * Select: click a `.fd-node[data-key=…]` in `[data-testid=fd-canvas]`. Add: click `.fd-palette-item[data-type=input]`.
 * The selected control has the class `fd-node-selected`.
 */
import { useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { FormDesign } from '../src/form-designer';
import { FormDesigner, type FormDesignerRef } from '../src/form-designer/designer';

declare global {
  interface Window {
    __designer: FormDesignerRef | null;
    __loadDesign: (design: FormDesign) => Promise<{ ms: number; ok: boolean }>;
  }
}

function Bench() {
  const ref = useRef<FormDesignerRef>(null);
  useLayoutEffect(() => {
    window.__designer = ref.current;
  }, []);
  return <FormDesigner ref={ref} />;
}

window.__designer = null;
window.__loadDesign = (design) =>
  new Promise((resolve) => {
    performance.mark('fd-set');
    const t0 = performance.now();
    const ok = window.__designer?.setValue(design) ?? false;
    requestAnimationFrame(() => {
      performance.mark('fd-loaded');
      resolve({ ms: performance.now() - t0, ok });
    });
  });

createRoot(document.getElementById('root') as HTMLElement).render(<Bench />);
