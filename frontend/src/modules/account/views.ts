/** The menu components of 个人中心 and 个人设置 and their lazily loaded screens (found by app/viewRegistry). */
import type { ViewLoaders } from '@/shared/viewLoaders';

export const VIEWS: ViewLoaders = {
  AccountCenter: () => import('@/modules/account/center/index'),
  AccountSettings: () => import('@/modules/account/settings/index'),
  BaseSettings: () => import('@/modules/account/settings/Base'),
  SecuritySettings: () => import('@/modules/account/settings/Security'),
  CustomSettings: () => import('@/modules/account/settings/Custom'),
  BindingSettings: () => import('@/modules/account/settings/Binding'),
  NotificationSettings: () => import('@/modules/account/settings/Notification'),
};
