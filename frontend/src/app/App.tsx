import { ConfigProvider, theme as antdTheme } from 'antd';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ANTD_CONFIG, ANTD_CSS_VAR_KEY } from './antdConfig';
import { registerFeedbackSlot } from '@/shared/feedback/feedback';
import { useLayoutSettings } from './layoutSettings';
import { AppRoutes } from './AppRoutes';
import './global.css';

const FeedbackHost = lazy(() => import('@/shared/feedback/feedbackHost'));

/** Colour-weak mode is a filter on the whole document (as the original). */
function useColorWeak(on: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', on);
  }, [on]);
}

/**
 * What antd's <App> wrapper element gave the whole page: the theme's hash and CSS-variable classes
 * (antd's link style and the token variables apply to every descendant) and the base text style.
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { token, hashId } = antdTheme.useToken();
  const style = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily };
  return (
    <div className={`${hashId} ${ANTD_CSS_VAR_KEY}`} style={style}>
      {children}
    </div>
  );
}

/** Mounts the message / notification / modal holders the first time something needs them. */
function FeedbackSlot() {
  const [needed, setNeeded] = useState(false);
  useLayoutEffect(() => {
    registerFeedbackSlot(() => setNeeded(true));
    return () => registerFeedbackSlot(null);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

export function App() {
  const primaryColor = useLayoutSettings((s) => s.primaryColor);
  const colorWeak = useLayoutSettings((s) => s.colorWeak);
  useColorWeak(colorWeak);
  const theme = useMemo(
    () => ({ token: { colorPrimary: primaryColor, colorLink: primaryColor }, cssVar: { key: ANTD_CSS_VAR_KEY } }),
    [primaryColor],
  );
  return (
    <ConfigProvider {...ANTD_CONFIG} theme={theme}>
      <AppRoot>
        <FeedbackSlot />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRoot>
    </ConfigProvider>
  );
}
