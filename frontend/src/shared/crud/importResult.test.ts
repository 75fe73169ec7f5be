import { parseImportResult } from './importResult';

const env = (success: boolean, data: unknown, message = success ? '请求成功' : '导入失败') => ({ success, code: success ? 200 : 2000001, message, data });

describe('parseImportResult', () => {
  it('reads the number of imported rows', () => {
    expect(parseImportResult(env(true, 12))).toEqual({ ok: true, count: 12 });
    expect(parseImportResult(env(true, { count: 3 }))).toEqual({ ok: true, count: 3 });
    expect(parseImportResult(env(true, { total: 4 }))).toEqual({ ok: true, count: 4 });
    expect(parseImportResult(env(true, null))).toEqual({ ok: true, count: 0 });
  });
  it('reads the row-level error report in its common shapes', () => {
    expect(parseImportResult(env(false, [{ row: 3, field: '手机', message: '手机号格式不正确' }]))).toEqual({
      ok: false, message: '导入失败', errors: [{ row: 3, column: '手机', message: '手机号格式不正确' }],
    });
    expect(parseImportResult(env(false, { errors: [{ rowNum: 5, column: '账号', msg: '账号已存在' }, '第7行为空'] }))).toMatchObject({ errors: [
      { row: 5, column: '账号', message: '账号已存在' },
      { row: null, column: null, message: '第7行为空' },
    ] });
    expect(parseImportResult(env(false, null, '文件格式不正确'))).toEqual({ ok: false, message: '文件格式不正确', errors: [] });
  });
  it('treats a success answer that carries errors as a failure', () => {
    const res = parseImportResult(env(true, { errors: [{ row: 2, message: '姓名不能为空' }] }));
    expect(res.ok).toBe(false);
  });
});
