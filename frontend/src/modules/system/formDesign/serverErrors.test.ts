import { fieldPlace, serverFieldErrors } from './serverErrors';

describe('serverFieldErrors', () => {
  it('reads a list of {field, message}', () => {
    expect(serverFieldErrors([{ field: 'name', message: '必填项' }, { nope: 1 }])).toEqual([{ field: 'name', message: '必填项' }]);
  });

  it('reads {errors: [...]} and a field -> message map', () => {
    expect(serverFieldErrors({ errors: [{ field: 'a', message: 'x' }] })).toEqual([{ field: 'a', message: 'x' }]);
    expect(serverFieldErrors({ fieldErrors: { b: 'y' } })).toEqual([{ field: 'b', message: 'y' }]);
    expect(serverFieldErrors({ c: 'z', n: 3 })).toEqual([{ field: 'c', message: 'z' }]);
  });

  it('gives nothing for anything else', () => {
    expect(serverFieldErrors(null)).toEqual([]);
    expect(serverFieldErrors('必填项')).toEqual([]);
  });
});

describe('fieldPlace', () => {
  const labels = new Map([['name', '姓名'], ['rows', '隐患明细'], ['desc', '描述']]);

  it('names a field by its label, a batch cell by table, row and column', () => {
    expect(fieldPlace('name', labels)).toBe('姓名');
    expect(fieldPlace('rows.0.desc', labels)).toBe('隐患明细 第1行 描述');
    expect(fieldPlace('other', labels)).toBe('other');
  });
});
