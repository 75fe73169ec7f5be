import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { allControls } from '../registry';
import type { FormDesign } from '../schema/types';
import { DEFAULT_CONFIG } from '../schema/types';
import { FormRenderer } from './FormRenderer';

/** Types rendered by the warm-up (controls that load on first use — uploads, trees, slider, card, tabs,
 * dynamic table, editor — are left out, so the warm-up downloads nothing more). */
const WARM_TYPES = ['input', 'textarea', 'number', 'select', 'checkbox', 'radio', 'date', 'time', 'rate', 'switch',
  'button', 'alert', 'text', 'divider', 'grid'];

let pending: Promise<void> | null = null;

/**
 * Renders one of each common control off screen once, when the browser is idle, so that antd's
 * CSS-in-JS styles and the control code are ready before the first real form renders. Optional;
 * call it when a page that will show a form loads. Resolves when done (once per page).
 */
export function preloadFormRenderer(): Promise<void> {
  if (pending) return pending;
  pending = new Promise((resolve) => {
    const run = () => {
      const design: FormDesign = {
        list: allControls()
          .filter((def) => WARM_TYPES.includes(def.type))
          .map((def) => def.create()),
        config: { ...DEFAULT_CONFIG },
      };
      const host = document.createElement('div');
      host.setAttribute('aria-hidden', 'true');
      host.style.cssText = 'position:absolute;left:-10000px;top:0;width:800px;visibility:hidden;pointer-events:none';
      document.body.appendChild(host);
      const root = createRoot(host);
      flushSync(() => root.render(<FormRenderer design={design} progressive={false} />));
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve();
      }, 0);
    };
    const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(run, { timeout: 500 });
    else setTimeout(run, 1);
  });
  return pending;
}
