import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { axiosInstance } from '@/api/http';
import { AuthGuard } from '@/app/AuthGuard';
import { useSession } from '@/app/session';
import { KEYS, storage } from '@/shared/utils/storage';
import ChangePassword from './ChangePassword';

const original = axiosInstance.defaults.adapter;
let changed = false;
let posted: unknown[] = [];

/** The server's rules: until the password is changed only getLoginUser and updatePwd answer. */
const server: AxiosAdapter = async (config) => {
  const answer = (body: object) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config });
  const ok = (data: unknown) => answer({ success: true, code: 200, message: '请求成功', data });
  if (config.url === '/getLoginUser') {
    return ok({ id: '7', account: 'worker', name: '工人', adminType: 2, apps: [{ code: 'system', name: '系统应用', active: true }],
      menus: [{ id: 'm', pid: '0', name: 'x', path: '/x', component: 'PageView', redirect: null, meta: { title: 'x' } }],
      permissions: [], roles: [], preferences: {}, passwordChangeRequired: !changed });
  }
  if (config.url === '/sysUser/updatePwd') {
    const body = JSON.parse(String(config.data)) as { password: string; newPassword: string };
    posted.push(body);
    if (body.password !== 'Reset#2024') return answer({ success: false, code: 2020003, message: '原密码错误，请检查password参数', data: null });
    changed = true;
    return ok(null);
  }
  if (!changed) return answer({ success: false, code: 1011014, message: '密码已被管理员重置，请先修改密码', data: null });
  return ok([{ id: '1', pid: '0', code: 'sex', name: '性别', children: [] }]);
};

function Where() {
  const { pathname, search } = useLocation();
  return <div>at {pathname}{search}</div>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/user/password" element={<ChangePassword />} />
        <Route path="/user/login" element={<Where />} />
        <Route path="*" element={<AuthGuard><Where /></AuthGuard>} />
      </Routes>
    </MemoryRouter>,
  );
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

beforeEach(() => {
  changed = false;
  posted = [];
  axiosInstance.defaults.adapter = server;
  storage.set(KEYS.ACCESS_TOKEN, 'tok');
});
afterEach(() => {
  cleanup();
  axiosInstance.defaults.adapter = original;
  window.localStorage.clear();
  useSession.setState({ user: null, apps: [], menus: [], permissions: [], adminType: null });
});

describe('修改密码 after an administrator set the password', { timeout: 60_000 }, () => {
  it('the console sends the user to the change, then into the page they asked for', async () => {
    renderAt('/sys/user');
    expect(await screen.findByText('您的密码已被管理员重置，请设置新密码后继续使用系统。')).toBeTruthy();
    fill('当前密码（管理员重置后的密码）', 'wrong');
    fill('新密码，至少6位，区分大小写', 'Mine#2024');
    fill('确认新密码', 'Mine#2024');
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('原密码错误，请检查password参数')).toBeTruthy();
    fill('当前密码（管理员重置后的密码）', 'Reset#2024');
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('at /sys/user')).toBeTruthy();
    expect(posted.at(-1)).toEqual({ password: 'Reset#2024', newPassword: 'Mine#2024' });
    expect(storage.get(KEYS.DICT_TYPE_TREE_DATA)).toEqual([{ id: '1', pid: '0', code: 'sex', name: '性别', children: [] }]);
    expect(useSession.getState().user?.account).toBe('worker');
  });

  it('checks the new password before asking the server', async () => {
    renderAt('/user/password');
    fill('当前密码（管理员重置后的密码）', 'Reset#2024');
    fill('新密码，至少6位，区分大小写', 'Reset#2024');
    fill('确认新密码', 'Other#2024');
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('新密码不能与当前密码相同')).toBeTruthy();
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    await waitFor(() => expect(posted).toEqual([]));
  });

  it('without a token it is the sign-in page', async () => {
    window.localStorage.clear();
    renderAt('/user/password');
    expect(await screen.findByText('at /user/login')).toBeTruthy();
  });
});
