import dayjs from 'dayjs';
import {
  apiPath, deleteBody, fieldsFor, formRules, fromFormValues, isConflict, permCode, permissionCodes, readPath,
  searchParams, submitBody, toFormValues,
} from './derive';
import type { FieldDef, ResourceDef } from './types';

interface Row {
  id: string;
  name: string;
  updateTime?: string;
}

const fields: FieldDef<Row>[] = [
  { key: 'keyword', title: '关键词', inSearch: true, inTable: false, inForm: false, inDetail: false, searchKey: 'searchValue' },
  { key: 'name', title: '名称', inSearch: true, rules: { required: true, max: 10 } },
  { key: 'code', title: '编码', inForm: 'add' },
  { key: 'secret', title: '密码', type: 'password', inTable: false, inForm: 'add', inDetail: false },
  { key: 'status', title: '状态', type: 'select', inForm: false, inSearch: true, searchKey: 'searchStatus' },
  { key: 'birthday', title: '生日', type: 'date', inTable: false },
  { key: 'visible', title: '可见', type: 'switch', switchValues: ['Y', 'N'], inTable: false },
];

const def: ResourceDef<Row> = { name: 'sysThing', title: '东西', columns: fields };

describe('fieldsFor: one array drives table, search, forms and detail', () => {
  const keys = (purpose: Parameters<typeof fieldsFor>[1]) => fieldsFor(def, purpose).map((f) => f.key);
  it('derives each view in declaration order', () => {
    expect(keys('table')).toEqual(['name', 'code', 'status']);
    expect(keys('search')).toEqual(['keyword', 'name', 'status']);
    expect(keys('add')).toEqual(['name', 'code', 'secret', 'birthday', 'visible']);
    expect(keys('edit')).toEqual(['name', 'birthday', 'visible']);
    expect(keys('detail')).toEqual(['name', 'code', 'status', 'birthday', 'visible']);
  });
});

describe('API paths and permission codes', () => {
  it('defaults page/add/edit/delete, leaves optional actions out unless asked', () => {
    expect(apiPath(def, 'page')).toBe('/sysThing/page');
    expect(apiPath(def, 'delete')).toBe('/sysThing/delete');
    expect(apiPath(def, 'export')).toBeUndefined();
    const more = { ...def, api: { export: true, template: true, add: false, detail: '/sysThing/info' } };
    expect(apiPath(more, 'export')).toBe('/sysThing/export');
    expect(apiPath(more, 'template')).toBe('/sysThing/downloadImportTemplate');
    expect(apiPath(more, 'add')).toBeUndefined();
    expect(apiPath(more, 'detail')).toBe('/sysThing/info');
  });
  it('derives codes from paths as the server does', () => {
    expect(permCode('/sysUser/page')).toBe('sysUser:page');
    expect(permissionCodes({ name: 'sysPos', api: { export: true, import: true, template: true } })).toEqual({
      page: 'sysPos:page', add: 'sysPos:add', edit: 'sysPos:edit', delete: 'sysPos:delete',
      export: 'sysPos:export', import: 'sysPos:import', template: 'sysPos:import',
    });
  });
});

describe('formRules', () => {
  it('builds Chinese messages from the title', () => {
    expect(formRules(fields[1])).toEqual([
      { required: true, message: '请输入名称', whitespace: true },
      { max: 10, message: '名称不能超过10个字符' },
    ]);
    expect(formRules({ key: 's', title: '状态', type: 'select', rules: { required: true } })).toEqual([
      { required: true, message: '请选择状态', whitespace: false },
    ]);
    expect(formRules({ key: 'n', title: '排序', type: 'number', rules: { required: true } })).toEqual([
      { required: true, message: '请输入排序', type: 'number' },
    ]);
    expect(formRules({ key: 'p', title: '职位', type: 'select', multiple: true, rules: { required: true } })[0]).toMatchObject({ type: 'array' });
    expect(formRules({ key: 't', title: '类型', type: 'radio', dictCode: 'menu_type', numeric: true, rules: { required: true } })[0]).toMatchObject({ type: 'number' });
    expect(formRules({ key: 'p', title: '手机', rules: { len: 11, pattern: /^1\d+$/, email: true } })).toEqual([
      { len: 11, message: '手机应为11位' },
      { pattern: /^1\d+$/, message: '手机格式不正确' },
      { type: 'email', message: '请输入正确的邮箱地址' },
    ]);
    expect(formRules({ key: 'x', title: 'x' })).toEqual([]);
  });
});

describe('value conversions', () => {
  it('reads dotted paths', () => {
    expect(readPath({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
  });
  it('turns rows into form values and back (dates, switches, trimmed text)', () => {
    const form = toFormValues(fieldsFor(def, 'edit'), { name: 'x', birthday: '2000-02-03', visible: 'N' }, 'edit');
    expect(dayjs.isDayjs(form.birthday)).toBe(true);
    expect(form.visible).toBe(false);
    expect(fromFormValues(fields, { name: ' 甲 ', birthday: dayjs('2001-05-06'), visible: true, other: 1 }))
      .toEqual({ name: '甲', birthday: '2001-05-06', visible: 'Y', other: 1 });
  });
  it('uses defaults only when adding', () => {
    const withDefault: FieldDef[] = [{ key: 'sort', title: '排序', type: 'number', defaultValue: 100 }];
    expect(toFormValues(withDefault, null, 'add')).toEqual({ sort: 100 });
    expect(toFormValues(withDefault, {}, 'edit')).toEqual({ sort: undefined });
  });
  it('maps search values to their query keys and drops empty ones', () => {
    expect(searchParams(fieldsFor(def, 'search'), { keyword: 'ab', name: '', status: 0 })).toEqual({ searchValue: 'ab', searchStatus: 0 });
  });
  it('splits a date range into its two inclusive day parameters', () => {
    const range: FieldDef[] = [{ key: 'range', title: '时间', type: 'date-range', rangeKeys: ['searchBeginTime', 'searchEndTime'] }];
    expect(searchParams(range, { range: [dayjs('2026-03-01 10:00'), dayjs('2026-03-02 08:00')] }))
      .toEqual({ searchBeginTime: '2026-03-01', searchEndTime: '2026-03-02' });
    expect(searchParams(range, { range: null })).toEqual({});
    const unnamed: FieldDef[] = [{ key: 'time', title: '时间', type: 'date-range' }];
    expect(searchParams(unnamed, { time: [dayjs('2026-03-01'), null] })).toEqual({ timeBegin: '2026-03-01' });
  });
});

describe('submitBody', () => {
  it('sends id and the concurrency fields of the loaded row with an edit', () => {
    const original = { id: '7', name: 'old', updateTime: '2024-01-01 10:00:00' };
    expect(submitBody(def, { name: 'new' }, 'edit', original)).toEqual({ name: 'new', id: '7', updateTime: '2024-01-01 10:00:00' });
    expect(submitBody(def, { name: 'new' }, 'add')).toEqual({ name: 'new' });
  });
  it('applies the resource mapping before adding the id', () => {
    const mapped = { ...def, toBody: (v: Record<string, unknown>) => ({ wrapped: v }) };
    expect(submitBody(mapped, { name: 'n' }, 'edit', { id: '1', name: 'o' })).toEqual({ wrapped: { name: 'n' }, id: '1' });
  });
});

describe('deleteBody', () => {
  it('posts {id} or an array of {id}', () => {
    expect(deleteBody('id', ['1'])).toEqual({ id: '1' });
    expect(deleteBody('array', ['1', '2'])).toEqual([{ id: '1' }, { id: '2' }]);
  });
});

describe('isConflict', () => {
  it('recognises the concurrency answer by code or message', () => {
    expect(isConflict(1016004)).toBe(true);
    expect(isConflict(2016003, '菜单名称重复')).toBe(false);
    expect(isConflict(500, '数据已被他人修改，请刷新后重试')).toBe(true);
  });
});
