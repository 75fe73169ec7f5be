/** The menu components of 支付 and their lazily loaded screens (found by app/viewRegistry). */
import type { ViewLoaders } from '@/shared/viewLoaders';

export const VIEWS: ViewLoaders = {
  'pay/alipay/index': () => import('@/modules/pay/alipay/index'),
};
