/** ConfigProvider settings shared by the app root and the build-time style snapshot (antdFirstPaint.ssr.tsx). */
import type { ConfigProviderProps } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';

/**
 * The root theme's CSS-variable scope (antd derives one from useId otherwise). A fixed name lets the
 * page wrapper and nested providers share it; antd's own default, `css-var-root`, is left to the
 * static message/modal functions rendered outside the app.
 */
export const ANTD_CSS_VAR_KEY = 'css-var-app';

export const ANTD_CONFIG = {
  locale: zhCN,
  button: { autoInsertSpace: false },
} as const satisfies ConfigProviderProps;
