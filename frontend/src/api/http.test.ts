import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { feedback } from '@/shared/feedback/feedback';
import { pageReload } from '@/shared/utils/reload';
import { KEYS, storage } from '@/shared/utils/storage';
import { axiosInstance, classifyBody, classifyHttpError, errorMessage, http, injectProjectId as inject, resetReloginState } from './http';

const injectProjectId = (config: AxiosRequestConfig, projectId: string | null): AxiosRequestConfig => inject(config, projectId);

describe('injectProjectId', () => {
  it('adds projectId to GET params', () => {
    expect(injectProjectId({ method: 'get', params: { a: 1 } }, '7').params).toEqual({ a: 1, projectId: '7' });
    expect(injectProjectId({ method: 'get' }, '7').params).toEqual({ projectId: '7' });
  });
  it('adds projectId to POST JSON bodies, creating one when absent', () => {
    expect(injectProjectId({ method: 'post', data: { name: 'x' } }, '7').data).toEqual({ name: 'x', projectId: '7' });
    expect(injectProjectId({ method: 'post' }, '7').data).toEqual({ projectId: '7' });
  });
  it('sends the project of an upload in the query string, leaving the form alone', () => {
    const form = new FormData();
    const upload = injectProjectId({ method: 'post', data: form, params: { teamId: '3' } }, '7');
    expect(upload.data).toBe(form);
    expect(upload.params).toEqual({ teamId: '3', projectId: '7' });
    const explicit = injectProjectId({ method: 'post', data: form, params: { projectId: '9' } }, '7');
    expect(explicit.params).toEqual({ projectId: '9' });
  });

  it('never touches multipart, arrays, strings or an explicit projectId', () => {
    const form = new FormData();
    expect(injectProjectId({ method: 'post', data: form }, '7').data).toBe(form);
    const headers = new AxiosHeaders({ 'Content-Type': 'multipart/form-data' });
    expect(injectProjectId({ method: 'post', data: { a: 1 }, headers }, '7').data).toEqual({ a: 1 });
    expect(injectProjectId({ method: 'post', data: [{ id: '1' }] }, '7').data).toEqual([{ id: '1' }]);
    expect(injectProjectId({ method: 'post', data: 'raw' }, '7').data).toBe('raw');
    expect(injectProjectId({ method: 'post', data: { projectId: '9' } }, '7').data).toEqual({ projectId: '9' });
    expect(injectProjectId({ method: 'get', params: { projectId: '9' } }, '7').params).toEqual({ projectId: '9' });
  });
  it('does nothing without a selected project', () => {
    const config = { method: 'get', params: { a: 1 } };
    expect(injectProjectId(config, null)).toBe(config);
    expect(injectProjectId(config, '')).toBe(config);
  });
});

describe('classifyBody', () => {
  it.each([1011006, 1011007, 1011008, 1011009])('asks to log in again on %i', (code) => {
    expect(classifyBody({ success: false, code, message: '登录已过期，请重新登录' })).toEqual({ kind: 'relogin', message: '登录已过期，请重新登录' });
  });
  it.each([1013002, 1016002, 1015002, 1016005])('toasts the message of %i', (code) => {
    expect(classifyBody({ success: false, code, message: 'm' })).toEqual({ kind: 'toast', message: 'm' });
  });
  it('sends a user whose password an administrator set to the change (1011014)', () => {
    expect(classifyBody({ success: false, code: 1011014, message: '密码已被管理员重置，请先修改密码' })).toEqual({ kind: 'changePassword' });
  });
  it('passes everything else', () => {
    expect(classifyBody({ success: true, code: 200, message: '请求成功', data: 1 })).toEqual({ kind: 'ok' });
    expect(classifyBody({ success: false, code: 1012001, message: 'x' })).toEqual({ kind: 'ok' });
    expect(classifyBody(null)).toEqual({ kind: 'ok' });
    expect(classifyBody('text')).toEqual({ kind: 'ok' });
  });
});

describe('classifyHttpError', () => {
  it('maps 403, 500 with a message and 401', () => {
    expect(classifyHttpError(403, { message: '无权' }, true)).toEqual({ kind: 'forbidden', message: '无权' });
    expect(classifyHttpError(500, { message: '服务器出现异常，请联系管理员' }, true)).toEqual({ kind: 'serverError', message: '服务器出现异常，请联系管理员' });
    expect(classifyHttpError(500, { message: '' }, true)).toEqual({ kind: 'none' });
    expect(classifyHttpError(401, {}, true)).toEqual({ kind: 'unauthorized', logout: true });
    expect(classifyHttpError(401, {}, false)).toEqual({ kind: 'unauthorized', logout: false });
  });
  it('leaves a 401 of the login call (result.isLogin) to the caller', () => {
    expect(classifyHttpError(401, { result: { isLogin: true } }, false)).toEqual({ kind: 'none' });
    expect(classifyHttpError(404, { code: 1013001 }, true)).toEqual({ kind: 'none' });
  });
});

/** A local transport: records the final request and answers like the server would. */
function adapter(status: number, data: unknown, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

describe('the http client', () => {
  const ok = { success: true, code: 200, message: '请求成功', data: { id: '1' } };
  let messageError: ReturnType<typeof vi.fn>;
  let notificationError: ReturnType<typeof vi.fn>;
  let modalError: ReturnType<typeof vi.fn>;
  let reload: ReturnType<typeof vi.fn>;
  let later: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    window.localStorage.clear();
    resetReloginState();
    messageError = vi.fn();
    notificationError = vi.fn();
    modalError = vi.fn();
    reload = vi.fn();
    later = vi.fn();
    vi.spyOn(feedback.message, 'error').mockImplementation(messageError as never);
    vi.spyOn(feedback.notification, 'error').mockImplementation(notificationError as never);
    vi.spyOn(feedback.modal, 'error').mockImplementation(modalError as never);
    vi.spyOn(pageReload, 'reload').mockImplementation(reload as never);
    vi.spyOn(pageReload, 'later').mockImplementation(later as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends base path, timeout, bearer token and projectId', async () => {
    storage.set(KEYS.ACCESS_TOKEN, 'abc');
    storage.set(KEYS.CURRENT_PROJECT, '42');
    const seen: InternalAxiosRequestConfig[] = [];
    const res = await http.get<{ id: string }>('/sysUser/detail', { id: '1' }, { adapter: adapter(200, ok, seen) });
    expect(res.data.id).toBe('1');
    expect(seen[0].baseURL).toBe('/api');
    expect(seen[0].timeout).toBe(6000);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer abc');
    expect(seen[0].params).toEqual({ id: '1', projectId: '42' });
    await http.post('/sysUser/edit', { id: '1' }, { adapter: adapter(200, ok, seen) });
    expect(JSON.parse(seen[1].data as string)).toEqual({ id: '1', projectId: '42' });
    const form = new FormData();
    await http.upload('/sysFileInfo/upload', form, { adapter: adapter(200, ok, seen) });
    expect(seen[2].data).toBe(form);
  });

  it('sends no Authorization header without a token', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    await http.get('/x', undefined, { adapter: adapter(200, ok, seen) });
    expect(seen[0].headers.get('Authorization')).toBeUndefined();
  });

  it('shows one re-login dialog for session codes and still returns the body', async () => {
    storage.set(KEYS.ACCESS_TOKEN, 'abc');
    const body = { success: false, code: 1011008, message: '登录已过期，请重新登录', data: null };
    expect(await http.get('/a', undefined, { adapter: adapter(200, body) })).toEqual(body);
    await http.get('/b', undefined, { adapter: adapter(200, { ...body, code: 1011006 }) });
    await http.get('/c', undefined, { adapter: adapter(200, { ...body, code: 1016002 }) });
    expect(modalError).toHaveBeenCalledTimes(1);
    expect(messageError).not.toHaveBeenCalled();
    const args = modalError.mock.calls[0][0] as { title: string; content: string; okText: string; onOk: () => void };
    expect(args).toMatchObject({ title: '提示：', content: '登录已过期，请重新登录', okText: '重新登录' });
    args.onOk();
    expect(storage.get(KEYS.ACCESS_TOKEN)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('toasts 1013002/1016002/1015002 and returns the body', async () => {
    const body = { success: false, code: 1013002, message: '没有权限访问资源，请联系管理员', data: null };
    await expect(http.get('/a', undefined, { adapter: adapter(200, body) })).resolves.toEqual(body);
    expect(messageError).toHaveBeenCalledWith('没有权限访问资源，请联系管理员');
    await http.get('/a', undefined, { adapter: adapter(200, body), silent: true });
    expect(messageError).toHaveBeenCalledTimes(1);
  });

  it('on 1011014 goes to the password change once, unless silent or already there', async () => {
    const assign = vi.spyOn(pageReload, 'assign').mockImplementation(() => undefined);
    const body = { success: false, code: 1011014, message: '密码已被管理员重置，请先修改密码', data: null };
    await http.get('/a', undefined, { adapter: adapter(200, body), silent: true });
    expect(assign).not.toHaveBeenCalled();
    await expect(http.get('/a', undefined, { adapter: adapter(200, body) })).resolves.toEqual(body);
    expect(assign).toHaveBeenCalledWith('/user/password');
    expect(modalError).not.toHaveBeenCalled();
    expect(messageError).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/user/password');
    try {
      await http.get('/a', undefined, { adapter: adapter(200, body) });
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('returns blob responses whole', async () => {
    const blob = new Blob(['x']);
    const res = await axiosInstance.get('/file', { responseType: 'blob', adapter: adapter(200, blob) });
    expect(res.data).toBe(blob);
    expect(res.status).toBe(200);
  });

  it('notifies Forbidden on 403 and toasts a 500 message, rejecting both', async () => {
    await expect(http.get('/a', undefined, { adapter: adapter(403, { message: '禁止' }) })).rejects.toBeInstanceOf(AxiosError);
    expect(notificationError).toHaveBeenCalledWith({ title: 'Forbidden', description: '禁止' });
    await expect(http.get('/a', undefined, { adapter: adapter(500, { code: 1016002, message: '服务器出现异常，请联系管理员' }) })).rejects.toThrow();
    expect(messageError).toHaveBeenCalledWith('服务器出现异常，请联系管理员');
  });

  it('on 401 with a token logs out locally and reloads after 1500 ms', async () => {
    storage.set(KEYS.ACCESS_TOKEN, 'abc');
    await expect(http.get('/a', undefined, { adapter: adapter(401, {}) })).rejects.toThrow();
    expect(notificationError).toHaveBeenCalledWith({ title: 'Unauthorized', description: 'Authorization verification failed' });
    expect(storage.get(KEYS.ACCESS_TOKEN)).toBeNull();
    expect(later).toHaveBeenCalledWith(1500);
  });

  it('rejects network errors untouched and reads server messages from errors', async () => {
    const failing: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const error = await http.get('/a', undefined, { adapter: failing }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Network Error');
    expect(notificationError).not.toHaveBeenCalled();
    const withBody = await http.get('/a', undefined, { adapter: adapter(404, { message: '资源路径不存在' }) }).catch((e: unknown) => e);
    expect(errorMessage(withBody)).toBe('资源路径不存在');
  });
});
