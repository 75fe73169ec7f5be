/**
 * Build-time only (bundled for Node by vite-plugin-antd-first-paint.ts, never part of the app):
 * renders the sign-in form and returns the CSS antd's CSS-in-JS generates for it, with cssinjs'
 * cache-path marker. The rules use CSS variables, so they do not depend on the theme colours; the
 * variables themselves are still declared at runtime.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import Login from '@/modules/user/Login';
import { ANTD_CONFIG } from './antdConfig';
import { LOGIN_ROUTE } from './config';

export function firstPaintCss(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider {...ANTD_CONFIG}>
        <MemoryRouter initialEntries={[LOGIN_ROUTE]}>
          <Login />
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: 'style' });
}
