import AppContext from 'antd/es/app/context';
import { useContext } from 'react';
import { feedback } from '@/shared/feedback/feedback';

/**
 * message / notification / modal of the surrounding antd <App> (themed). Outside one (the sign-in
 * pages, unit tests) it is the app-wide `feedback`, which loads antd's holders on first use, so
 * importing this hook does not bring Modal / message / notification into a page's first bundle.
 */
export function useFeedback() {
  const ctx = useContext(AppContext);
  const inApp = typeof (ctx.message as { success?: unknown }).success === 'function';
  return inApp ? ctx : feedback;
}
