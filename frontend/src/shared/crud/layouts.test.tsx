import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { axiosInstance } from '@/api/http';
import { useSession } from '@/app/session';
import { TreeCrudPage } from './TreeCrudPage';
import { TreeSidebarLayout } from './TreeSidebarLayout';
import type { ResourceDef } from './types';

const wrap = (node: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>
);

describe('TreeSidebarLayout', { timeout: 60_000 }, () => {
  it('hands the picked node to the content and clears it on a second click', async () => {
    const source = {
      queryKey: ['test', 'orgs'],
      load: async () => [{ value: 'a', title: '华夏集团', children: [{ value: 'b', title: '北京分公司' }] }],
    };
    render(wrap(<TreeSidebarLayout source={source}>{(id) => <p>选中：{id ?? '全部'}</p>}</TreeSidebarLayout>));
    expect(screen.getByText('选中：全部')).toBeTruthy();
    fireEvent.click(await screen.findByText('北京分公司'));
    expect(screen.getByText('选中：b')).toBeTruthy();
    fireEvent.click(screen.getByText('北京分公司'));
    expect(screen.getByText('选中：全部')).toBeTruthy();
  });
});

interface Menu { id: string; name: string; children?: Menu[] }

describe('TreeCrudPage', { timeout: 60_000 }, () => {
  const original = axiosInstance.defaults.adapter;
  afterEach(() => { axiosInstance.defaults.adapter = original; });

  it('shows the list endpoint\'s tree with expandable rows and says that children go with a delete', async () => {
    const seen: { url?: string; params?: unknown; data?: unknown }[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push({ url: config.url, params: config.params, data: config.data });
      const data = config.url === '/sysMenu/list'
        ? [{ id: '1', name: '组织架构', children: [{ id: '2', name: '用户管理', children: [] }] }, { id: '3', name: '首页', children: [] }]
        : null;
      return { data: { success: true, code: 200, message: '请求成功', data }, status: 200, statusText: 'OK', headers: {}, config };
    };
    axiosInstance.defaults.adapter = adapter;
    useSession.setState({ adminType: 1, permissions: [] });
    const def: ResourceDef<Menu> = {
      name: 'sysMenu', title: '菜单', api: { page: false, list: true },
      columns: [{ key: 'name', title: '菜单名称', inSearch: true }],
      deleteConfirm: (row) => (row.children?.length ? '下级菜单将一并删除。' : undefined),
    };
    render(wrap(<TreeCrudPage def={def} />));
    const root = (await screen.findByText('组织架构')).closest('tr')!;
    expect(screen.queryByText('用户管理')).toBeNull();
    fireEvent.click(within(root).getByRole('button', { name: /Expand row|展开/ }));
    expect(await screen.findByText('用户管理')).toBeTruthy();
    expect(within(screen.getByText('首页').closest('tr')!).queryByRole('button', { name: /Expand row|展开/ })).toBeNull();
    fireEvent.click(within(root).getByText('删除'));
    expect(await screen.findByText('下级菜单将一并删除。')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /^确\s?定$/ }).at(-1)!);
    await waitFor(() => expect(seen.some((r) => r.url === '/sysMenu/delete')).toBe(true));
    expect(JSON.parse(String(seen.find((r) => r.url === '/sysMenu/delete')!.data))).toEqual({ id: '1' });
  });
});
