/**
 * Bench harness for <FormRenderer> (peer-bench-kform.md method):
 *   window.__setDesign(design, {progressive?}) → Promise<{commitMs}> renders the design (t0 = the call);
 *     performance marks "kfd-set" at the call and "kfd-rendered" when the list is in the DOM (commit).
 *   window.__clear() → Promise<void> unmounts the form (for warm re-mounts).
 *   window.__renderer → the FormRenderer ref API (getData, setData, ...).
 */
import { useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { FormRenderer, preloadFormRenderer, type FormDesign, type FormRendererApi } from '../src/form-designer';

declare global {
  interface Window {
    __setDesign: (design: FormDesign, opts?: { progressive?: boolean }) => Promise<{ commitMs: number }>;
    __clear: () => Promise<void>;
    __renderer: FormRendererApi | null;
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);

function Bench({ design, progressive, onCommit }: { design: FormDesign; progressive: boolean; onCommit: () => void }) {
  const ref = useRef<FormRendererApi>(null);
  useLayoutEffect(() => {
    window.__renderer = ref.current;
    onCommit();
  }, [design, onCommit]);
  return (
    <FormRenderer
      ref={ref}
      design={design}
      progressive={progressive}
      uploadAction="/api/sysFileInfo/upload"
      fileUrl={(id) => `/api/sysFileInfo/preview?id=${id}`}
    />
  );
}

window.__renderer = null;

// ?preload warms antd's styles up in idle time after load (optional; the default measures a cold first render)
if (new URLSearchParams(location.search).has('preload')) void preloadFormRenderer();

window.__setDesign = (design, opts = {}) =>
  new Promise((resolve) => {
    performance.clearMarks();
    performance.mark('kfd-set');
    const t0 = performance.now();
    const onCommit = () => {
      performance.mark('kfd-rendered');
      resolve({ commitMs: performance.now() - t0 });
    };
    root.render(<Bench design={design} progressive={opts.progressive !== false} onCommit={onCommit} />);
  });

window.__clear = () =>
  new Promise((resolve) => {
    root.render(<></>);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
