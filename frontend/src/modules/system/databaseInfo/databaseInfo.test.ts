import type { FormInstance } from 'antd';
import type { SysDatabaseInfo } from '@/api/modules/databaseInfo';
import { fieldsFor, submitBody } from '@/shared/crud';
import { connectionValues } from './connectionTest';
import { databaseInfoDef } from './index';

const row = (extra: Partial<SysDatabaseInfo> = {}): SysDatabaseInfo => ({
  id: '7', createTime: null, createUser: null, updateTime: null, updateUser: null, name: '库', dialect: 'mysql', host: 'db', port: 3306, database: 'app', username: 'u', passwordSet: true,
  remark: null, readOnly: false, version: 2, ...extra,
});

describe('数据库信息', () => {
  it('never offers edit or delete on the read-only own database', () => {
    expect(databaseInfoDef.canEdit?.(row({ id: '0', readOnly: true }))).toBe(false);
    expect(databaseInfoDef.canDelete?.(row({ id: '0', readOnly: true }))).toBe(false);
    expect(databaseInfoDef.canEdit?.(row())).toBe(true);
  });

  it('keeps the password write-only: not in the table or detail, hinted on edit, left out when empty', () => {
    expect(fieldsFor(databaseInfoDef, 'table').some((f) => f.key === 'password')).toBe(false);
    expect(fieldsFor(databaseInfoDef, 'detail').some((f) => f.key === 'password')).toBe(false);
    const edit = fieldsFor(databaseInfoDef, 'edit').find((f) => f.key === 'password');
    expect(edit?.help).toBe('不修改请留空');
    const body = submitBody(databaseInfoDef, { name: '库', dialect: 'mysql', host: 'db', database: 'app', password: '' }, 'edit', row());
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ id: '7', version: 2 });
    const typed = submitBody(databaseInfoDef, { name: '库', dialect: 'mysql', host: 'db', database: 'app', password: 'p' }, 'add');
    expect(typed.password).toBe('p');
  });

  it('moves the port to the new dialect default unless the user typed another one', () => {
    const set: Record<string, unknown> = {};
    const form = { setFieldValue: (k: string, v: unknown) => { set[k] = v; } } as unknown as FormInstance;
    databaseInfoDef.onValuesChange?.({ dialect: 'mysql' }, { dialect: 'mysql', port: 5432 }, form);
    expect(set.port).toBe(3306);
    delete set.port;
    databaseInfoDef.onValuesChange?.({ dialect: 'mssql' }, { dialect: 'mssql', port: 15432 }, form);
    expect(set).toEqual({});
  });

  it('sends the typed connection fields, trimmed, with the row id when editing', () => {
    const values = { name: 'x', dialect: 'postgresql', host: ' 127.0.0.1 ', port: 5432, database: 'test', username: '', password: undefined };
    expect(connectionValues(values, '7')).toEqual({ dialect: 'postgresql', host: '127.0.0.1', port: 5432, database: 'test', id: '7' });
    expect(connectionValues(values)).not.toHaveProperty('id');
  });
});
