import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { axiosInstance } from '@/api/http';
import type { OnlineUser } from '@/api/modules/online';
import { useSession } from '@/app/session';
import OnlineUserPage from './index';

const session = (handle: string, account: string, current: boolean): OnlineUser => ({
  handle, userId: '1', account, nickName: `${account}-姓名`, lastLoginIp: '10.0.0.8', lastLoginAddress: '-',
  lastLoginBrowser: 'Chrome 124', lastLoginOs: 'Windows 10', lastLoginTime: '2026-01-01 08:00:00',
  lastAccessTime: '2026-01-01 08:05:00', current,
});

const original = axiosInstance.defaults.adapter;
let posted: unknown[] = [];
let rows: OnlineUser[] = [];

const adapter: AxiosAdapter = async (config) => {
  const ok = (data: unknown) => ({ data: { success: true, code: 200, message: '请求成功', data }, status: 200, statusText: 'OK', headers: {}, config });
  if (config.url === '/sysOnlineUser/list') {
    const account = String((config.params as Record<string, unknown>)?.account ?? '');
    const hits = rows.filter((r) => r.account.includes(account));
    return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: hits.length, rows: hits });
  }
  const body = JSON.parse(String(config.data)) as { handle: string };
  posted.push(body);
  rows = rows.filter((r) => r.handle !== body.handle);
  return ok(null);
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><OnlineUserPage /></QueryClientProvider>);
}

beforeEach(() => {
  posted = [];
  rows = [session('h-admin', 'superAdmin', true), session('h-demo', 'demo', false)];
  axiosInstance.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  axiosInstance.defaults.adapter = original;
});

describe('在线用户', { timeout: 60_000 }, () => {
  it('marks the own session, forces another out after confirming', async () => {
    useSession.setState({ adminType: 2, permissions: ['sysOnlineUser:list', 'sysOnlineUser:forceExist'] });
    renderPage();
    expect(await screen.findByText('当前会话')).toBeTruthy();
    const links = screen.getAllByText('强制下线');
    expect(links).toHaveLength(1); // only the other session's row
    expect(links[0].closest('tr')?.textContent).toContain('demo');
    fireEvent.click(links[0]);
    expect((await screen.findAllByText(/确定要强制下线用户「demo」/)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^确\s?定$/ }).at(-1)!);
    await waitFor(() => expect(posted).toEqual([{ handle: 'h-demo' }]));
    await waitFor(() => expect(screen.queryByText('demo')).toBeNull());
  });

  it('hides 强制下线 without its permission', async () => {
    useSession.setState({ adminType: 2, permissions: ['sysOnlineUser:list'] });
    renderPage();
    expect(await screen.findByText('demo')).toBeTruthy();
    expect(screen.queryByText('强制下线')).toBeNull();
  });
});
