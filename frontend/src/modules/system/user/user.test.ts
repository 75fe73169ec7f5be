import type { SysUser } from '@/api/modules/sys';
import { fieldsFor, submitBody, type CrudAction, type CrudContext } from '@/shared/crud';
import { rowActionSpecs } from '@/shared/crud/rowActions';
import { userDef, userToBody, userToForm } from './index';

const user: SysUser = {
  id: '9', account: 'zhangsan', name: '张三', nickName: null, avatar: null, birthday: '1990-01-02', sex: 1,
  email: null, phone: '13800000000', tel: null, status: 0, updateTime: '2024-05-01 08:00:00', createTime: null, createUser: null, updateUser: null, version: null,
  sysEmpInfo: { jobNum: 'A1', orgId: '100', orgName: '北京分公司', extOrgPos: [], positions: [{ posId: 'p1', posCode: 'zjl', posName: '总经理' }] },
};

describe('user form mapping', () => {
  it('flattens the employee info into the form', () => {
    expect(userToForm(user)).toMatchObject({ org: { value: '100', label: '北京分公司' }, posIdList: ['p1'], jobNum: 'A1' });
  });
  it('sends Snowy\'s nested sysEmpParam with the org name', () => {
    expect(userToBody({ account: 'a', org: { value: '100', label: '北京分公司' }, posIdList: ['p1'], jobNum: 'A1' })).toEqual({
      account: 'a', sysEmpParam: { orgId: '100', orgName: '北京分公司', posIdList: ['p1'], jobNum: 'A1', extIds: [] },
    });
  });
  it('sends id and updateTime back with an edit', () => {
    const body = submitBody(userDef, { account: 'zhangsan', name: '张三', org: { value: '100', label: '北京分公司' } }, 'edit', user);
    expect(body).toMatchObject({ id: '9', updateTime: '2024-05-01 08:00:00', sysEmpParam: { orgId: '100' } });
  });
  it('keeps the table to 账号, 姓名, 性别, 手机, 所属机构, 状态 and searches by keyword and status', () => {
    expect(fieldsFor(userDef, 'table').map((f) => f.title)).toEqual(['账号', '姓名', '性别', '手机', '所属机构', '状态']);
    expect(fieldsFor(userDef, 'search').map((f) => f.searchKey ?? f.key)).toEqual(['searchValue', 'searchStatus']);
  });
  it('offers 详情 to a user who may only look (sysUser:page + sysUser:detail)', () => {
    const ctx = { def: userDef, can: (a: CrudAction) => a === 'page' || a === 'detail' } as unknown as CrudContext<SysUser>;
    const { core, own, remove } = rowActionSpecs(user, { ctx, hasPerm: () => false, feedback: {} as never, onOpenModal: () => {} });
    expect([...core, ...own].map((s) => s.text)).toEqual(['详情']);
    expect(remove).toBeNull();
  });
});
