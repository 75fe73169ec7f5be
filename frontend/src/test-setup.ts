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

// React's scheduler may still hold work when a file's last test ends (an effect of the final unmount), and
// antd's messages and notifications close themselves on Node timers that outlive jsdom (a 3 s 已保存 shown
// by the file's first test closes after its last one). Work left for after the environment is torn down
// throws "window is not defined" outside any test and fails the whole run: close what is still shown and
// let React finish while jsdom's window exists.
afterAll(async () => {
  const { feedback, feedbackReady } = await import('@/shared/feedback/feedback');
  if (feedbackReady()) {
    // (a test may have installed a fake of its own without these)
    const closable = (api: object) => api as { destroy?: () => void; destroyAll?: () => void };
    closable(feedback.message).destroy?.();
    closable(feedback.notification).destroy?.();
    closable(feedback.modal).destroyAll?.();
  }
  const shown = () => document.querySelector('.ant-message-notice, .ant-notification-notice, .ant-modal-root');
  if (shown()) {
    // shown through antd's static functions directly (the form designer's controls): antd is loaded already
    const { message, notification, Modal } = await import('antd');
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  }
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 5; i += 1) await turn();
  for (let i = 0; i < 200 && shown(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  for (let i = 0; i < 5; i += 1) await turn();
});
