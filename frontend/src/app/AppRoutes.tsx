import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageSpin, RedirectIfSignedIn } from './AuthGuard';
import { windowTitle } from './config';
import Login from '@/modules/user/Login';
import UserLayout from './layouts/UserLayout';
import { PublicViews } from './viewRegistry';

// The sign-in page (layout + form) is part of the entry's static graph: index.html preloads all of it
// in one wave. Every other page, and the whole signed-in shell, stays lazy.
const BlankLayout = lazy(() => import('./layouts/BlankLayout'));
const SignedInShell = lazy(() => import('./SignedInShell'));

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Public pages have no route title: the window shows the product name. */
function Titled({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.title = windowTitle();
  }, []);
  return <>{children}</>;
}

const Recover = lazy(() => import('./publicPages').then((m) => ({ default: m.Recover })));
const TestHome = lazy(() => import('./publicPages').then((m) => ({ default: m.TestHome })));

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullPageSpin />}>
        <Routes>
          <Route path="/user" element={<Titled><UserLayout /></Titled>}>
            <Route index element={<Navigate to="/user/login" replace />} />
            <Route path="login" element={<RedirectIfSignedIn><Login /></RedirectIfSignedIn>} />
            <Route path="register" element={<PublicViews.Register />} />
            <Route path="register-result" element={<PublicViews.RegisterResult />} />
            <Route path="recover" element={<Recover />} />
            <Route path="password" element={<PublicViews.ChangePassword />} />
            <Route path="*" element={<Navigate to="/user/login" replace />} />
          </Route>
          <Route path="/test" element={<Titled><BlankLayout /></Titled>}>
            <Route index element={<Navigate to="/test/home" replace />} />
            <Route path="home" element={<TestHome />} />
          </Route>
          <Route path="/404" element={<Titled><PublicViews.E404 /></Titled>} />
          <Route path="*" element={<SignedInShell />} />
        </Routes>
      </Suspense>
    </>
  );
}
