import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '@/api/http';
import type { LoginMenu } from '@/api/types';
import { DEFAULT_ROUTE } from '@/app/config';
import { feedback } from '@/shared/feedback/feedback';
import { useSession } from '@/app/session';
import { useTabs } from '@/app/tabsStore';

/** Switch application (spec 4.2): fetch its menu, make it the only active app, regenerate routes. */
export function useAppSwitch(): (code: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (code: string) => {
      const hide = feedback.message.loading('正在切换应用！', 0);
      try {
        const res = await http.post<LoginMenu[]>('/sysMenu/change', { application: code });
        if (!res.success || !Array.isArray(res.data)) throw new Error(res.message);
        useSession.getState().activateApp(code, res.data);
        useTabs.getState().reset();
        navigate(DEFAULT_ROUTE);
      } catch {
        void feedback.message.error('应用切换异常');
      } finally {
        hide();
      }
    },
    [navigate],
  );
}
