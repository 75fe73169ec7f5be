import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import * as account from '@/api/modules/account';
import type { LoginUser } from '@/api/types';
import { useLayoutSettings } from '@/app/layoutSettings';
import { useSession } from '@/app/session';
import Custom from './Custom';
import Notification from './Notification';
import Security from './Security';

vi.mock('@/api/modules/account', () => ({
  updatePreferences: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: null })),
  updatePwd: vi.fn(async () => ({ success: false, code: 2020003, message: '原密码错误', data: null })),
}));

const user = {
  id: '1', account: 'demo', name: '演示用户', phone: '13800138000', adminType: 2, roles: [], permissions: [], menus: [], apps: [],
  preferences: { notification: { systemMessage: false } },
} as unknown as LoginUser;

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('account settings', () => {
  beforeEach(() => useSession.getState().setUser(user));

  it('新消息通知 reads the stored switches and saves a change', async () => {
    inRouter(<Notification />);
    const system = screen.getByRole('switch', { name: '系统消息' });
    expect(system.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '待办任务' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(system);
    await waitFor(() => expect(account.updatePreferences).toHaveBeenCalledWith({
      notification: { accountPassword: true, systemMessage: true, todoTask: true },
    }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '系统消息' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('安全设置 shows the masked phone and checks the repeated password', async () => {
    inRouter(<Security />);
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.queryByText('密保问题')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /修\s*改/ })[0]);
    fireEvent.change(screen.getByPlaceholderText('请输入原密码'), { target: { value: 'old-pass' } });
    fireEvent.change(screen.getByPlaceholderText('请输入新密码'), { target: { value: 'new-pass1' } });
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: 'other' } });
    expect(await screen.findByText('请确认两次输入密码的一致性！')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: 'new-pass1' } });
    fireEvent.click(await screen.findByRole('button', { name: /^(OK|确\s*定)$/, hidden: true }));
    await waitFor(() => expect(account.updatePwd).toHaveBeenCalledWith({ id: '1', password: 'old-pass', newPassword: 'new-pass1' }));
    expect(await screen.findByText('修改失败：原密码错误')).toBeTruthy();
  });

  it('个性化 applies the menu style and the theme colour to the layout store', () => {
    inRouter(<Custom />);
    fireEvent.click(screen.getByRole('radio', { name: '极光绿' }));
    expect(useLayoutSettings.getState().primaryColor).toBe('#52c41a');
    expect(screen.getByText('页面风格配色： 极光绿')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(useLayoutSettings.getState().navTheme).toBe('light');
  });
});
