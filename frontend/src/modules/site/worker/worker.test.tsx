import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { Modal, message } from 'antd';
import { axiosInstance } from '@/api/http';
import { useSession } from '@/app/session';
import WorkerPage from './index';

const FULL = '11010519880615002X';
const worker = {
  id: '7', projectId: '1', kind: 2, name: '王建国', idNo: '**************002X', gender: 1, birthDate: '1988-06-15', age: 37,
  nation: '汉族', nativeAddress: null, phone: '13900001111', enterpriseId: '3', enterpriseName: '劳务分包公司', teamId: '4',
  teamName: '钢筋一班', workType: '02', workTypeName: '钢筋工', post: null, isLeader: true, hasFace: false, bankName: null,
  bankAccount: null, entryDate: '2025-03-01', exitDate: null, blacklisted: false, blacklistReason: null, blacklistTime: null,
  issuedTime: null, remark: null, status: 0, version: 0,
};

interface Seen { method: string; url: string; params: Record<string, unknown>; body: unknown }
let seen: Seen[] = [];
const ok = (data: unknown = null) => ({ success: true, code: 200, message: '请求成功', data });

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const method = (config.method ?? 'get').toLowerCase();
  const url = config.url ?? '';
  const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  seen.push({ method, url, params: (config.params ?? {}) as Record<string, unknown>, body });
  let data: unknown = ok();
  if (url === '/worker/page') data = ok({ pageNo: 1, pageSize: 10, totalRows: 1, totalPage: 1, rows: [worker] });
  else if (url === '/worker/revealIdNo') data = ok({ id: '7', name: worker.name, idNo: FULL });
  else if (url.endsWith('/list') || url === '/team/enterprises') data = ok([]);
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

const original = axiosInstance.defaults.adapter;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><WorkerPage /></QueryClientProvider>);
}

beforeEach(() => {
  seen = [];
  axiosInstance.defaults.adapter = adapter;
});
afterEach(async () => {
  cleanup();
  Modal.destroyAll();
  message.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  axiosInstance.defaults.adapter = original;
});

describe('工人', { timeout: 60_000 }, () => {
  it('shows the ID number masked and reveals it only through its own call', async () => {
    useSession.setState({ adminType: 1, permissions: [] });
    renderPage();
    expect(await screen.findByText('**************002X')).toBeTruthy();
    expect(screen.queryByText(FULL)).toBeNull();
    expect(screen.getByText('班组长')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('查看证件号'));
    expect(await screen.findByText(FULL)).toBeTruthy();
    expect(seen.find((r) => r.url === '/worker/revealIdNo')?.params).toMatchObject({ id: '7' });
  });

  it('offers no reveal without the permission', async () => {
    useSession.setState({ adminType: 2, permissions: ['worker:page'] });
    renderPage();
    expect(await screen.findByText('**************002X')).toBeTruthy();
    expect(screen.queryByLabelText('查看证件号')).toBeNull();
    expect(screen.queryByText('拉黑')).toBeNull();
  });

  it('blacklists with a reason', async () => {
    useSession.setState({ adminType: 1, permissions: [] });
    renderPage();
    await screen.findByText('**************002X');
    fireEvent.click(within(screen.getByText('王建国').closest('tr')!).getByText('拉黑'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /拉\s?黑/ }));
    expect(await within(dialog).findByText('请输入拉黑原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '多次违章作业' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /拉\s?黑/ }));
    await waitFor(() => expect(seen.find((r) => r.url === '/worker/blacklist')).toBeTruthy());
    expect(seen.find((r) => r.url === '/worker/blacklist')?.body).toMatchObject({ id: '7', reason: '多次违章作业' });
  });
});
