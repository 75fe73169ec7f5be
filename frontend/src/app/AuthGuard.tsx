import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadSessionOnce } from './bootstrap';
import { CHANGE_PASSWORD_ROUTE } from '@/shared/routes';
import { LOGIN_ROUTE } from './config';
import { feedback } from '@/shared/feedback/feedback';
import { PageLoading } from './PageLoading';
import { getToken, useSession } from './session';

export const loginRedirect = (fullPath: string): string => `${LOGIN_ROUTE}?redirect=${encodeURIComponent(fullPath)}`;

/** The password change page, returning to `fullPath` once the password is changed. */
export const passwordChangeRedirect = (fullPath: string): string =>
  `${CHANGE_PASSWORD_ROUTE}?redirect=${encodeURIComponent(fullPath)}`;

/** Safe in-app redirect target from a `redirect` query (no other origins). */
export function redirectFromQuery(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;
}

export function FullPageSpin() {
  return <PageLoading full />;
}

/** Signed-in area gate (spec 4.1): no token -> login; token without user -> load the session. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = getToken();
  const user = useSession((s) => s.user);
  const fullPath = location.pathname + location.search + location.hash;
  const needsLoad = Boolean(token) && !user;

  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    loadSessionOnce().then(
      (result) => {
        if (cancelled) return;
        if (result === 'changePassword') {
          navigate(passwordChangeRedirect(redirectFromQuery(location.search) ?? fullPath), { replace: true });
          return;
        }
        if (result === 'noMenu') {
          feedback.modal.error({
            title: '提示：',
            content: '无菜单权限，请联系管理员',
            okText: '确定',
            onOk: () => useSession.getState().logout(),
          });
          return;
        }
        const target = redirectFromQuery(location.search);
        if (target) navigate(target, { replace: true });
      },
      () => {
        if (cancelled) return;
        useSession.getState().clear();
        navigate(loginRedirect(fullPath), { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
    // Only (re)load when the need arises; the path at that moment is the target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLoad]);

  if (!token) return <Navigate to={loginRedirect(fullPath)} replace />;
  if (!user) return <FullPageSpin />;
  return <>{children}</>;
}

/** /user/login with a token goes to the console. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return getToken() ? <Navigate to="/welcome" replace /> : <>{children}</>;
}
