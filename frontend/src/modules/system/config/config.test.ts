import type { SysConfig } from '@/api/modules/sys';
import { useSession } from '@/app/session';
import { configDef } from './index';

const row = (over: Partial<SysConfig>): SysConfig => ({
  id: '1', name: '参数', code: 'X', value: '1', sysFlag: 'N', groupCode: 'DEFAULT', remark: null, superOnly: false, status: 0,
  createTime: null, createUser: null, updateTime: null, updateUser: null, version: null,
  ...over,
});

afterEach(() => useSession.setState({ adminType: null, permissions: [] }));

describe('系统配置 row actions', () => {
  it('offers no edit or delete of a security-relevant row to an ordinary administrator', () => {
    useSession.setState({ adminType: 2, permissions: ['sysConfig:edit', 'sysConfig:delete'] });
    const secured = row({ code: 'SNOWY_REGISTER_DEFAULT_ROLE', superOnly: true });
    expect(configDef.canEdit?.(secured)).toBe(false);
    expect(configDef.canDelete?.(secured)).toBe(false);
    expect(configDef.canEdit?.(row({}))).toBe(true);
    expect(configDef.canDelete?.(row({}))).toBe(true);
  });

  it('lets a super administrator edit it; system rows are never deleted', () => {
    useSession.setState({ adminType: 1 });
    const secured = row({ superOnly: true, sysFlag: 'Y' });
    expect(configDef.canEdit?.(secured)).toBe(true);
    expect(configDef.canDelete?.(secured)).toBe(false);
    expect(configDef.canDelete?.(row({ superOnly: true }))).toBe(true);
  });
});
