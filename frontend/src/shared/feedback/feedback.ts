/**
 * Holder for antd's message / notification / modal APIs, for non-React code (http, session) and for
 * screens rendered outside antd's <App>. The real, theme-aware instances live in `feedbackHost.tsx`
 * (antd's <App> holders); that code is loaded on first need, so the sign-in page does not download
 * antd's Modal, message and notification before its first paint. Calls made before the host is ready
 * are queued and replayed in order.
 */
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;
type MessageApi = AppApi['message'];
type NotificationApi = AppApi['notification'];
type ModalApi = AppApi['modal'];
type MessageHandle = ReturnType<MessageApi['info']>;
type ModalHandle = ReturnType<ModalApi['info']>;

export interface Feedback {
  message: MessageApi;
  notification: NotificationApi;
  modal: ModalApi;
}

let api: Feedback | null = null;
let waiting: ((ready: Feedback) => void)[] = [];
let loading = false;
let mountHost: (() => void) | null = null;

/** Called by the host with the context-aware instances (and by tests). */
export function installFeedback(next: Feedback): void {
  api = next;
  feedback.message = next.message;
  feedback.notification = next.notification;
  feedback.modal = next.modal;
  const queued = waiting;
  waiting = [];
  queued.forEach((run) => run(next));
}

/** Whether the real instances are installed (tests use it to close what is still shown when a file ends). */
export function feedbackReady(): boolean {
  return api !== null;
}

/** The app root registers how to mount the host inside its ConfigProvider (see FeedbackSlot). */
export function registerFeedbackSlot(mount: (() => void) | null): void {
  mountHost = mount;
}

function whenReady(): Promise<Feedback> {
  if (api) return Promise.resolve(api);
  const ready = new Promise<Feedback>((resolve) => waiting.push(resolve));
  if (!loading) {
    loading = true;
    if (mountHost) {
      mountHost();
    } else {
      // No app root (unit tests, stand-alone renders): antd's static functions.
      void import('./feedbackHost').then((m) => installFeedback(m.staticFeedback()));
    }
  }
  return ready;
}

function deferredMessage(method: 'info' | 'success' | 'error' | 'warning' | 'loading'): MessageApi['info'] {
  return ((...args: Parameters<MessageApi['info']>) => {
    let real: MessageHandle | null = null;
    let hidden = false;
    const shown = whenReady().then((ready) => {
      if (hidden) return true;
      real = ready.message[method](...args);
      return real;
    });
    const hide = (() => {
      hidden = true;
      real?.();
    }) as MessageHandle;
    hide.then = (onFulfilled, onRejected) => shown.then((r) => r).then(onFulfilled, onRejected);
    return hide;
  }) as MessageApi['info'];
}

function deferredModal(method: 'info' | 'success' | 'error' | 'warning' | 'confirm'): ModalApi['info'] {
  return ((config: Parameters<ModalApi['info']>[0]) => {
    let real: ModalHandle | null = null;
    let destroyed = false;
    let latest = config;
    void whenReady().then((ready) => {
      if (!destroyed) real = ready.modal[method](latest);
    });
    return {
      destroy: () => {
        destroyed = true;
        real?.destroy();
      },
      update: (next: Parameters<ModalHandle['update']>[0]) => {
        latest = typeof next === 'function' ? next(latest) : { ...latest, ...next };
        real?.update(next);
      },
      then: (resolve: (confirmed: boolean) => void, reject: VoidFunction) =>
        whenReady().then(() => real?.then(resolve, reject)),
    } as unknown as ModalHandle;
  }) as ModalApi['info'];
}

function forward<K extends 'message' | 'notification'>(kind: K, method: string) {
  return (...args: unknown[]) => {
    void whenReady().then((ready) => (ready[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args));
  };
}

export const feedback: Feedback = {
  message: {
    info: deferredMessage('info'),
    success: deferredMessage('success'),
    error: deferredMessage('error'),
    warning: deferredMessage('warning'),
    loading: deferredMessage('loading'),
    open: forward('message', 'open'),
    destroy: forward('message', 'destroy'),
  } as unknown as MessageApi,
  notification: {
    info: forward('notification', 'info'),
    success: forward('notification', 'success'),
    error: forward('notification', 'error'),
    warning: forward('notification', 'warning'),
    open: forward('notification', 'open'),
    destroy: forward('notification', 'destroy'),
  } as unknown as NotificationApi,
  modal: {
    info: deferredModal('info'),
    success: deferredModal('success'),
    error: deferredModal('error'),
    warning: deferredModal('warning'),
    confirm: deferredModal('confirm'),
  } as unknown as ModalApi,
};
