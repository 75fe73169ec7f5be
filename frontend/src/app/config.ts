/** Product-wide constants of the console shell (texts kept here so a locale can replace them). */
import { parseOrigins } from '@/shared/utils/urls';

export const PRODUCT_NAME = '安全综合预警平台';
export const PRODUCT_SHORT_NAME = '安全综合预警平台';
export const DEFAULT_ROUTE = '/welcome';
export const LOGIN_ROUTE = '/user/login';

/** ICP filing shown in every footer (legally required on Chinese sites); set per deployment. */
export const ICP_TEXT = import.meta.env.VITE_ICP_TEXT || '京ICP备00000000号';
export const ICP_LINK = 'https://beian.miit.gov.cn/';
export const COPYRIGHT = `Copyright © ${new Date().getFullYear()} ${PRODUCT_NAME} 版权所有`;

/**
 * Sites besides the console's own origin that an iframe menu link asking for `token=` may hand the
 * sign-in token to: origins (`https://report.example.com`), comma-separated, set when the console is
 * built (`VITE_TOKEN_ORIGINS`); empty by default, so the token never leaves the console's origin.
 */
export const TOKEN_ORIGINS = parseOrigins(import.meta.env.VITE_TOKEN_ORIGINS);

/** The settings drawer is a preview tool and is not rendered in production builds. */
export const IS_PRODUCTION = import.meta.env.VITE_PRODUCTION === 'true';

export function windowTitle(title?: string | null): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
