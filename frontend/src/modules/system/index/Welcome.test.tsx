import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LoginUser } from '@/api/types';
import { useSession } from '@/app/session';
import { KEYS, storage } from '@/shared/utils/storage';
import Welcome from './Welcome';

vi.mock('@/api/modules/project', () => ({
  getUserProjects: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: [{ id: '9', name: '城南安置房项目' }] })),
}));

const user = {
  id: '1', account: 'demo', name: '演示用户', avatar: null, adminType: 2,
  roles: [{ id: 'r', code: 'demo', name: '演示角色' }], permissions: [],
  lastLoginTime: '2024-05-01 09:30:00', lastLoginIp: '10.0.0.8', lastLoginAddress: '-',
  loginEmpInfo: { orgName: '华夏集团北京分公司', positions: [], extOrgPos: [] },
  apps: [{ code: 'site', name: '现场管理', active: true }],
  menus: [
    { id: '1', pid: '0', name: 'project', path: '/project', component: 'PageView', redirect: null, meta: { title: '项目管理', show: true } },
    { id: '2', pid: '1', name: 'mine', path: '/project/mine', component: 'site/project/mine', redirect: null, meta: { title: '我的项目', show: true } },
  ],
} as unknown as LoginUser;

describe('Welcome', () => {
  it('greets the user and shows project, app, last sign-in and links from the menu', async () => {
    storage.set(KEYS.CURRENT_PROJECT, '9');
    useSession.getState().setUser(user);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter><Welcome /></MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^(早上好|上午好|中午好|下午好|晚上好)，演示用户$/)).toBeTruthy();
    expect(await screen.findByText('城南安置房项目')).toBeTruthy();
    expect(screen.getByText('现场管理')).toBeTruthy();
    expect(screen.getByText('2024-05-01 09:30:00')).toBeTruthy();
    expect(screen.getByText('10.0.0.8')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的项目' }).getAttribute('href')).toBe('/project/mine');
    expect(screen.getByRole('link', { name: '切换项目' }).getAttribute('href')).toBe('/project/mine');
  });
});
