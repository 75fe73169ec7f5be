import type { LoginUser } from '@/api/types';
import { toFormValues, toUpdateInfo } from './baseForm';

const user = { id: '7', nickName: null, birthday: '1990-05-06 00:00:00.000', sex: 2, phone: '13800138000', tel: null, email: 'a@b.cn' } as unknown as LoginUser;

describe('base settings form', () => {
  it('reads the user into form values', () => {
    const v = toFormValues(user);
    expect(v.birthday?.format('YYYY-MM-DD')).toBe('1990-05-06');
    expect(v.sex).toBe('2');
    expect(v.nickName).toBe('');
  });
  it('writes the updateInfo body with yyyy-MM-dd and a numeric sex', () => {
    const body = toUpdateInfo('7', { ...toFormValues(user), nickName: '  老王 ', tel: '' });
    expect(body).toEqual({ id: '7', nickName: '老王', birthday: '1990-05-06', sex: 2, email: 'a@b.cn', phone: '13800138000', tel: null });
  });
  it('ignores an unreadable birthday', () => {
    expect(toFormValues({ ...user, birthday: 'garbage' }).birthday).toBeNull();
  });
});
