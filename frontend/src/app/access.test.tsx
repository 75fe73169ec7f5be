import { cleanup, render, screen } from '@testing-library/react';
import { Access, hasPerm } from './access';
import { useSession } from './session';

describe('hasPerm', () => {
  it('lets the super admin (adminType 1, number or string) pass every check', () => {
    expect(hasPerm({ adminType: 1, permissions: [] }, 'sysUser:add')).toBe(true);
    expect(hasPerm({ adminType: '1', permissions: null }, 'anything')).toBe(true);
  });
  it('lets other users pass only with the code', () => {
    expect(hasPerm({ adminType: 2, permissions: ['sysUser:page'] }, 'sysUser:page')).toBe(true);
    expect(hasPerm({ adminType: 2, permissions: ['sysUser:page'] }, 'sysUser:add')).toBe(false);
    expect(hasPerm({ adminType: null, permissions: undefined }, 'sysUser:page')).toBe(false);
  });
});

describe('<Access>', () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ adminType: null, permissions: [] });
  });

  it('renders children only when the session holds the code', () => {
    useSession.setState({ adminType: 2, permissions: ['sysUser:add'] });
    const { rerender } = render(<Access code="sysUser:add">新增</Access>);
    expect(screen.getByText('新增')).toBeTruthy();
    rerender(<Access code="sysUser:delete" fallback="无权限">删除</Access>);
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
    expect(useSession.getState().hasPerm('sysUser:add')).toBe(true);
  });
});
