import { afterAll } from 'vitest';
import { configure } from '@testing-library/react';

// jsdom lacks matchMedia and ResizeObserver, which antd uses.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class RO {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof RO }).ResizeObserver = RO;
}

// findBy*/waitFor give up after 1 s by default: too short for antd renders on a busy 2-core machine.
// A wrong result still fails (it never appears); only slowness is tolerated.
configure({ asyncUtilTimeout: 15_000 });

// React's scheduler may still hold work when a file's last test ends (an effect of the final unmount).
// Let it run while jsdom's window still exists: after the environment is torn down it would throw
// "window is not defined" outside any test and fail the whole run.
afterAll(async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
