import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SysTenant } from '@/api/modules/tenant';
import * as auth from '@/api/modules/auth';
import { fieldsFor, submitBody } from '@/shared/crud';
import Login from '@/modules/user/Login';
import { tenantDef } from './index';

vi.mock('@/api/modules/auth', () => ({
  login: vi.fn(async () => ({ success: false, code: 6011003, message: '租户不存在', data: null })),
  getDictTree: vi.fn(),
  getRegisterOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getTenantOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: true })),
  getCaptchaOpen: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getLoginClassic: vi.fn(async () => ({ success: true, code: 200, message: '请求成功', data: false })),
  getSmsCaptcha: vi.fn(),
}));

const tenant: SysTenant = {
  id: '7', name: '甲公司', code: 'jia', dbName: 'tenant_jia', adminName: 'boss', sort: 1, remark: null, status: 0,
  version: 3, createTime: '2026-11-21 10:00:00', createUser: null, updateTime: null, updateUser: null,
};

describe('tenant screen', () => {
  it('lists name, code, admin account, status and creation time', () => {
    expect(fieldsFor(tenantDef, 'table').map((f) => f.title)).toEqual(['租户名称', '租户编码', '管理员账号', '排序', '状态', '创建时间']);
  });
  it('asks for the admin account and password only when adding', () => {
    expect(fieldsFor(tenantDef, 'add').map((f) => f.key)).toEqual(['name', 'code', 'adminName', 'adminPassword', 'sort', 'remark']);
    expect(fieldsFor(tenantDef, 'edit').map((f) => f.key)).toEqual(['name', 'sort', 'remark']);
  });
  it('sends the version it read with an edit', () => {
    expect(submitBody(tenantDef, { name: '甲公司二', sort: 1 }, 'edit', tenant)).toMatchObject({ id: '7', version: 3, name: '甲公司二' });
  });
});

describe('sign-in with tenants switched on', () => {
  it('shows the optional tenant field and sends its code', async () => {
    render(<MemoryRouter><Login /></MemoryRouter>);
    const field = await screen.findByPlaceholderText('租户编号（平台管理员无需填写）');
    fireEvent.change(field, { target: { value: ' jia ' } });
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'boss' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'secret1' } });
    fireEvent.click(document.querySelector('button[type=submit]')!);
    await waitFor(() => expect(auth.login).toHaveBeenCalled());
    expect(vi.mocked(auth.login).mock.calls[0][0]).toMatchObject({ account: 'boss', tenantCode: 'jia' });
    expect(await screen.findByText('租户不存在')).toBeTruthy();
  });
});
