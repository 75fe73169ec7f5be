import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { KEYS, storage } from '@/shared/utils/storage';
import * as auth from '@/api/modules/auth';
import Login from './Login';

vi.mock('@/api/modules/auth', () => ({
  login: vi.fn(),
  getDictTree: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: [{ id: '1', pid: '0', code: 'sex', name: '性别', children: [] }] })),
  getRegisterOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: true })),
  getTenantOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getSmsCaptcha: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: null })),
  getCaptchaOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getLoginClassic: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getCaptcha: vi.fn(async () => ({
    success: true,
    code: 200,
    message: '请求成功',
    data: { captchaType: 'blockPuzzle', token: 't1', originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB', secretKey: 'k' },
  })),
  checkCaptcha: vi.fn(),
}));

const ok = <T,>(data: T) => ({ success: true, code: 200, message: '请求成功', data });

function Where() {
  const { pathname } = useLocation();
  return <div>at {pathname}</div>;
}

function renderLogin(url = '/user/login') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/user/login" element={<Login />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const submit = () => fireEvent.click(document.querySelector('button[type=submit]')!);

describe('Login', () => {
  afterEach(() => {
    vi.mocked(auth.login).mockReset();
    window.localStorage.clear();
  });

  it('asks for account and password', async () => {
    renderLogin();
    submit();
    expect(await screen.findByText('请输入帐户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('checks the mobile number and the code on the mobile tab', async () => {
    renderLogin();
    fireEvent.click(screen.getByText('手机号登录'));
    fireEvent.change(document.querySelector('#mobile')!, { target: { value: '12345' } });
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('shows the server message in an alert', async () => {
    vi.mocked(auth.login).mockResolvedValue({ success: false, code: 1011002, message: '账号或密码错误', data: null as unknown as string });
    renderLogin();
    fireEvent.change(document.querySelector('#account')!, { target: { value: 'demo' } });
    fireEvent.change(document.querySelector('#password')!, { target: { value: 'bad' } });
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('账号或密码错误')).toBeTruthy();
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it('shows 后端未启动或代理错误 when the request fails', async () => {
    vi.mocked(auth.login).mockRejectedValue(new Error('Network Error'));
    renderLogin();
    fireEvent.change(document.querySelector('#account')!, { target: { value: 'demo' } });
    fireEvent.change(document.querySelector('#password')!, { target: { value: '123456' } });
    submit();
    expect(await screen.findByText('后端未启动或代理错误')).toBeTruthy();
  });

  it('stores the token and the dictionary, then goes to the redirect target', async () => {
    vi.mocked(auth.login).mockResolvedValue(ok('tok-1'));
    renderLogin('/user/login?redirect=%2Fsys%2Fuser');
    fireEvent.change(document.querySelector('#account')!, { target: { value: ' demo ' } });
    fireEvent.change(document.querySelector('#password')!, { target: { value: '123456' } });
    submit();
    expect(await screen.findByText('at /sys/user')).toBeTruthy();
    expect(auth.login).toHaveBeenCalledWith({ account: 'demo', password: '123456', rememberMe: false });
    expect(storage.get(KEYS.ACCESS_TOKEN)).toBe('tok-1');
    expect(storage.get(KEYS.DICT_TYPE_TREE_DATA)).toHaveLength(1);
  });

  it('shows only the account form when the classic login is switched on', async () => {
    vi.mocked(auth.getLoginClassic).mockResolvedValueOnce(ok(true));
    renderLogin();
    await waitFor(() => expect(screen.queryByText('手机号登录')).toBeNull());
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.querySelector('#account')).toBeTruthy();
  });

  it('asks for the slider captcha before signing in when the captcha is switched on', async () => {
    vi.mocked(auth.getCaptchaOpen).mockResolvedValueOnce(ok(true));
    renderLogin();
    await waitFor(() => expect(auth.getCaptchaOpen).toHaveBeenCalled());
    await act(async () => {});
    fireEvent.change(document.querySelector('#account')!, { target: { value: 'demo' } });
    fireEvent.change(document.querySelector('#password')!, { target: { value: '123456' } });
    submit();
    expect(await screen.findByText('请完成安全验证')).toBeTruthy();
    expect(await screen.findByAltText('拼图块')).toBeTruthy();
    expect(auth.getCaptcha).toHaveBeenCalled();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('shows 注册账户 only when registration is open', async () => {
    renderLogin();
    expect(await screen.findByText('注册账户')).toBeTruthy();
  });
});
