import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { axiosInstance } from '@/api/http';
import { saveDesign } from './saveDesign';

interface Row {
  id: string;
  name: string;
  code: string;
  remark: string | null;
  design: string;
  version: number;
  updateTime: string;
}

/** A /formDesign back end in memory: add returns nothing, edit checks the version it was given. */
function fakeServer(rows: Row[]) {
  const seen: { url: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown = null) => ({ success: true, code: 200, message: '请求成功', data });
  const fail = (code: number, message: string) => ({ success: false, code, message, data: null });
  const answer = (c: InternalAxiosRequestConfig) => {
    const body = typeof c.data === 'string' ? JSON.parse(c.data) : (c.params ?? {});
    seen.push({ url: c.url ?? '', body });
    switch (c.url) {
      case '/formDesign/add':
        if (rows.some((r) => r.code === body.code)) return fail(2019002, '唯一编码重复，请检查code参数');
        rows.push({ ...body, id: String(rows.length + 1), version: 0, updateTime: '2024-01-01 00:00:00' });
        return ok();
      case '/formDesign/list':
        return ok(rows.filter((r) => !body.code || r.code.includes(body.code)));
      case '/formDesign/detail':
        return ok(rows.find((r) => r.id === body.id));
      case '/formDesign/edit': {
        const row = rows.find((r) => r.id === body.id)!;
        if (row.version !== body.version) return fail(1016004, '数据已被他人修改，请刷新后重试');
        Object.assign(row, body, { version: row.version + 1, updateTime: '2024-01-01 00:00:09' });
        return ok();
      }
      default:
        return fail(1013001, '资源路径不存在');
    }
  };
  const adapter: AxiosAdapter = async (config) => ({ data: answer(config), status: 200, statusText: 'OK', headers: {}, config });
  return { adapter, seen };
}

const original = axiosInstance.defaults.adapter;
afterEach(() => {
  axiosInstance.defaults.adapter = original;
});

describe('saveDesign', () => {
  it('adds a new form and reads it back (id found by its code)', async () => {
    const rows: Row[] = [];
    const server = fakeServer(rows);
    axiosInstance.defaults.adapter = server.adapter;
    const outcome = await saveDesign(null, { name: '每日检查', code: 'daily' }, '{"list":[]}');
    expect(outcome).toMatchObject({ ok: true, stored: { id: '1', name: '每日检查', version: 0 } });
    expect(server.seen[0]).toMatchObject({ url: '/formDesign/add', body: { name: '每日检查', code: 'daily', design: '{"list":[]}' } });
  });

  it("passes the server's refusal of a new form on", async () => {
    const server = fakeServer([{ id: '1', name: 'a', code: 'daily', remark: null, design: '', version: 0, updateTime: '' }]);
    axiosInstance.defaults.adapter = server.adapter;
    const outcome = await saveDesign(null, { name: '每日检查', code: 'daily' }, '{}');
    expect(outcome).toEqual({ ok: false, conflict: false, message: '唯一编码重复，请检查code参数' });
  });

  it('edits with the version and updateTime it loaded, and reports a conflict', async () => {
    const rows: Row[] = [{ id: '1', name: '每日检查', code: 'daily', remark: null, design: '{}', version: 0, updateTime: '2024-01-01 00:00:00' }];
    const server = fakeServer(rows);
    axiosInstance.defaults.adapter = server.adapter;
    const loaded = { ...rows[0] };
    const first = await saveDesign(loaded, null, '{"list":[1]}');
    expect(first).toMatchObject({ ok: true, stored: { version: 1 } });
    expect(server.seen[0].body).toMatchObject({ id: '1', name: '每日检查', code: 'daily', design: '{"list":[1]}', version: 0, updateTime: '2024-01-01 00:00:00' });
    // a second save based on the old copy is refused
    expect(await saveDesign(loaded, null, '{"list":[2]}')).toEqual({ ok: false, conflict: true, message: '数据已被他人修改，请刷新后重试' });
  });
});
