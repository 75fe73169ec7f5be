import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AuthGuard } from './AuthGuard';
import { FeedbackBridge } from '@/shared/feedback/feedbackHost';
import { queryClient } from './queryClient';
import BasicLayout from './layouts/basic/BasicLayout';
import { RouteModelProvider } from './routeModel';

// Date pickers and relative times of the signed-in screens speak Chinese.
dayjs.locale('zh-cn');


/**
 * Everything behind sign-in: antd's <App> (App.useApp() of the screens, and the `feedback` holders),
 * the guard, the route model from the active menu, the basic layout.
 */
export default function SignedInShell() {
  return (
    <AntApp component={false}>
      <FeedbackBridge />
      <QueryClientProvider client={queryClient}>
        <AuthGuard>
          <RouteModelProvider>
            <BasicLayout />
          </RouteModelProvider>
        </AuthGuard>
      </QueryClientProvider>
    </AntApp>
  );
}
