/**
 * For tests: an in-memory server of one resource answering at the axios adapter level, as the back
 * end would (envelope, page shape, `[{id}]` deletes, `updateTime` checked on edit).
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

export interface FakeRow {
  id: string;
  name: string;
  code: string;
  sort: number;
  remark?: string | null;
  updateTime: string;
}

export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export const CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';

const ok = (data: unknown = null) => ({ success: true, code: 200, message: '请求成功', data });
const fail = (code: number, message: string) => ({ success: false, code, message, data: null });

export function fakeServer(name: string, initial: FakeRow[]) {
  let rows = initial.map((r) => ({ ...r }));
  let clock = 0;
  const seen: SeenRequest[] = [];
  const stamp = () => `2024-01-01 00:00:${String(++clock).padStart(2, '0')}`;

  const answer = (config: InternalAxiosRequestConfig): unknown => {
    const method = (config.method ?? 'get').toLowerCase();
    const path = (config.url ?? '').replace(`/${name}/`, '');
    const params = (config.params ?? {}) as Record<string, unknown>;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    seen.push({ method, url: config.url ?? '', params, body });
    if (method === 'get' && path === 'page') {
      const pageNo = Number(params.pageNo ?? 1);
      const pageSize = Number(params.pageSize ?? 10);
      const hits = rows.filter((r) => !params.name || r.name.includes(String(params.name)));
      const page = hits.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok({ pageNo, pageSize, totalRows: hits.length, totalPage: Math.ceil(hits.length / pageSize), rows: page });
    }
    if (method === 'get' && path === 'detail') {
      const row = rows.find((r) => r.id === params.id);
      return row ? ok({ ...row }) : fail(2018001, '职位不存在');
    }
    if (method === 'post' && path === 'add') {
      if (rows.some((r) => r.code === body.code)) return fail(2018002, '职位编码重复，请检查code参数');
      rows.push({ ...body, id: String(100 + rows.length), updateTime: stamp() });
      return ok();
    }
    if (method === 'post' && path === 'edit') {
      const row = rows.find((r) => r.id === body.id);
      if (!row) return fail(2018001, '职位不存在');
      if (row.updateTime !== body.updateTime) return fail(1016004, CONFLICT_MESSAGE);
      Object.assign(row, body, { updateTime: stamp() });
      return ok();
    }
    if (method === 'post' && path === 'delete') {
      const ids = (body as { id: string }[]).map((b) => b.id);
      rows = rows.filter((r) => !ids.includes(r.id));
      return ok();
    }
    return fail(1013001, '资源路径不存在，请检查请求地址');
  };

  const adapter: AxiosAdapter = async (config) => ({ data: answer(config), status: 200, statusText: 'OK', headers: {}, config });

  return {
    adapter,
    seen,
    rows: () => rows,
    /** Someone else edits a row meanwhile. */
    touch: (id: string) => {
      const row = rows.find((r) => r.id === id);
      if (row) row.updateTime = stamp();
    },
    last: (method: string, suffix: string) => [...seen].reverse().find((r) => r.method === method && r.url.endsWith(suffix)),
  };
}
