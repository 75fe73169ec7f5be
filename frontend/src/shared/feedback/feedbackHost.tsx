/**
 * The real message / notification / modal instances (loaded on first need, see feedback.ts): antd's
 * <App> holders rendered inside the root ConfigProvider, so toasts and dialogs follow the theme.
 */
import { App, Modal, message, notification } from 'antd';
import { useLayoutEffect } from 'react';
import { installFeedback, type Feedback } from './feedback';

/** Hands the context-aware instances of the surrounding antd <App> to `feedback`. */
export function FeedbackBridge(): null {
  const api = App.useApp();
  useLayoutEffect(() => {
    installFeedback(api);
  }, [api]);
  return null;
}

/** Holders for the calls of non-React code; renders no element of its own. */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <FeedbackBridge />
    </App>
  );
}

/** Without an app root (unit tests, stand-alone renders): antd's static functions. */
export function staticFeedback(): Feedback {
  return { message, notification, modal: Modal as unknown as Feedback['modal'] };
}
