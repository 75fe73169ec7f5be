import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { useState } from 'react';
import { axiosInstance } from '@/api/http';
import type { SysTimer } from '@/api/modules/timer';
import { useSession } from '@/app/session';
import { CronInput } from './CronInput';
import TimersPage from './index';

const timer = (id: string, timerName: string, jobStatus: number): SysTimer => ({
  id, createTime: null, createUser: null, updateTime: null, updateUser: null, timerName, actionClass: 'HealthCheckTaskRunner', actionName: '系统健康巡检', cron: '0 0/5 * * * ?', jobStatus,
  remark: null, nextFireTime: jobStatus === 1 ? '2026-01-01 08:05:00' : null, lastFireTime: '2026-01-01 08:00:00',
  lastSuccess: 'N', version: 0,
});

const original = axiosInstance.defaults.adapter;
let posted: [string, unknown][] = [];
let rows: SysTimer[] = [];

const adapter: AxiosAdapter = async (config) => {
  const ok = (data: unknown) => ({ data: { success: true, code: 200, message: '请求成功', data }, status: 200, statusText: 'OK', headers: {}, config });
  if (config.url === '/sysTimers/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });
  if (config.url === '/sysTimers/nextFireTimes') {
    const cron = String((config.params as Record<string, unknown>).cron);
    if (cron === '* * * * * ?') return ok(['2026-01-01 08:00:01', '2026-01-01 08:00:02']);
    return { ...ok(null), data: { success: false, code: 1012001, message: 'cron表达式的秒字段取值应在0到59之间', data: null } };
  }
  const body = JSON.parse(String(config.data)) as { id: string };
  posted.push([String(config.url), body]);
  rows = rows.map((r) => (r.id === body.id ? { ...r, jobStatus: config.url === '/sysTimers/start' ? 1 : 2 } : r));
  return ok(null);
};

function withClient(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  posted = [];
  rows = [timer('1', '巡检甲', 2), timer('2', '巡检乙', 1)];
  axiosInstance.defaults.adapter = adapter;
});
afterEach(() => {
  cleanup();
  axiosInstance.defaults.adapter = original;
});

describe('定时任务', { timeout: 60_000 }, () => {
  it('starts a stopped timer from its switch after confirming', async () => {
    useSession.setState({ adminType: 2, permissions: ['sysTimers:page', 'sysTimers:start', 'sysTimers:stop', 'sysTimerLog:page'] });
    withClient(<TimersPage />);
    expect(await screen.findByText('巡检甲')).toBeTruthy();
    expect(screen.getAllByText('失败').length).toBe(2);
    expect(screen.getAllByText('执行记录').length).toBe(2);
    fireEvent.click(screen.getByRole('switch', { name: '任务状态 巡检甲' }));
    expect((await screen.findAllByText('确定启动定时任务“巡检甲”吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^(确\s?定|OK)$/ }).at(-1)!);
    await waitFor(() => expect(posted).toEqual([['/sysTimers/start', { id: '1' }]]));
  });

  it('shows the state as a tag without start/stop permissions, and no run log without its permission', async () => {
    useSession.setState({ adminType: 2, permissions: ['sysTimers:page'] });
    withClient(<TimersPage />);
    expect(await screen.findByText('巡检甲')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('停止')).toBeTruthy();
    expect(screen.queryByText('执行记录')).toBeNull();
  });

  it('previews the next fire times of a picked example and explains a bad expression', async () => {
    useSession.setState({ adminType: 2, permissions: ['sysTimers:nextFireTimes'] });
    function Field() {
      const [value, setValue] = useState('61 * * * * ?');
      return <CronInput value={value} onChange={setValue} field={{ key: 'cron', title: 'cron表达式' }} deps={{}} />;
    }
    withClient(<Field />);
    expect(await screen.findByText('cron表达式的秒字段取值应在0到59之间')).toBeTruthy();
    fireEvent.click(screen.getByText('每秒'));
    expect(await screen.findByText('2026-01-01 08:00:02')).toBeTruthy();
  });
});
