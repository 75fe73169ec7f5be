import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as auth from '@/api/modules/auth';
import Register from './Register';
import RegisterResult from './RegisterResult';

vi.mock('@/api/modules/auth', () => ({
  register: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: null })),
  getRegisterOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: true })),
  getTenantOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getSmsCaptcha: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: null })),
}));

function renderRegister() {
  return render(
    <MemoryRouter initialEntries={['/user/register']}>
      <Routes>
        <Route path="/user/register" element={<Register />} />
        <Route path="/user/register-result" element={<RegisterResult />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));

describe('Register', () => {
  it('checks length, strength and the repeated password', async () => {
    renderRegister();
    await waitFor(() => expect((screen.getByRole('button', { name: /注\s*册/ }) as HTMLButtonElement).disabled).toBe(false));
    type('至少6位密码，区分大小写', 'abc');
    type('确认密码', 'abd');
    submit();
    expect(await screen.findAllByText('至少6位密码，区分大小写')).toBeTruthy();
    expect(await screen.findByText('两次密码不一致')).toBeTruthy();
    type('至少6位密码，区分大小写', 'abcdefg');
    expect(await screen.findByText('密码强度不够')).toBeTruthy();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('registers and shows the result page', async () => {
    renderRegister();
    await waitFor(() => expect((screen.getByRole('button', { name: /注\s*册/ }) as HTMLButtonElement).disabled).toBe(false));
    type('账号', 'zhangsan');
    type('至少6位密码，区分大小写', 'abc123');
    type('确认密码', 'abc123');
    type('11 位手机号', '13800138000');
    type('验证码', '123456');
    submit();
    expect(await screen.findByText('你的账户：zhangsan 注册成功')).toBeTruthy();
    expect(auth.register).toHaveBeenCalledWith({ account: 'zhangsan', password: 'abc123', phone: '13800138000', smsCode: '123456', email: undefined });
  });
});
