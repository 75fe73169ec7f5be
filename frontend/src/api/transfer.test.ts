import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { axiosInstance } from './http';
import { downloadFile, filenameFromDisposition, uploadFile } from './transfer';

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 name and decodes it', () => {
    expect(filenameFromDisposition("attachment; filename=\"users.xlsx\"; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx")).toBe('用户.xlsx');
    expect(filenameFromDisposition('attachment; filename="pos.xlsx"')).toBe('pos.xlsx');
    expect(filenameFromDisposition('attachment; filename=%E8%81%8C%E4%BD%8D.xlsx')).toBe('职位.xlsx');
    expect(filenameFromDisposition('inline')).toBeNull();
    expect(filenameFromDisposition(undefined)).toBeNull();
  });
});

describe('file transfers', () => {
  const original = axiosInstance.defaults.adapter;
  afterEach(() => { axiosInstance.defaults.adapter = original; });

  it('downloads with the filters and the server file name', async () => {
    const seen: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config.params);
      return {
        data: new Blob(['x']), status: 200, statusText: 'OK', config,
        headers: new AxiosHeaders({ 'content-type': 'application/vnd.ms-excel', 'content-disposition': 'attachment; filename="a.xlsx"' }),
      };
    };
    axiosInstance.defaults.adapter = adapter;
    const file = await downloadFile('/sysPos/export', { name: '经理' });
    expect(file.filename).toBe('a.xlsx');
    expect(seen[0]).toEqual({ name: '经理' });
  });

  it('rejects with the server message when a JSON envelope comes instead of a file', async () => {
    axiosInstance.defaults.adapter = async (config) => ({
      data: new Blob([JSON.stringify({ success: false, code: 1013002, message: '没有权限访问资源，请联系管理员', data: null })]),
      status: 200, statusText: 'OK', config, headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    });
    await expect(downloadFile('/sysPos/export')).rejects.toThrow('没有权限访问资源，请联系管理员');
  });

  it('uploads the file as multipart `file`', async () => {
    let body: unknown;
    axiosInstance.defaults.adapter = async (config) => {
      body = config.data;
      return { data: { success: true, code: 200, message: '请求成功', data: 2 }, status: 200, statusText: 'OK', config, headers: {} };
    };
    const res = await uploadFile('/sysPos/import', new Blob(['x']));
    expect(res.data).toBe(2);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeTruthy();
  });
});
