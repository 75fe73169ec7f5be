import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { KEYS, storage } from '@/shared/utils/storage';
import { FormPage, formIdFromLocation } from './FormPage';

vi.setConfig({ testTimeout: 30000 });

const DESIGN = JSON.stringify({
  list: [
    { type: 'input', label: '姓名', key: 'input_1', model: 'name', options: { defaultValue: '' }, rules: [{ required: true, message: '必填项' }] },
    { type: 'number', label: '人数', key: 'number_1', model: 'count', options: { defaultValue: 1 } },
  ],
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 } },
});

/** /api/formDesign/detail and /submit in memory, at the fetch boundary. */
function fakeServer(submitAnswer: (values: Record<string, unknown>) => unknown) {
  const seen: { url: string; auth: string | null; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ url, auth: headers.get('Authorization'), body });
    if (!headers.get('Authorization')) return new Response(JSON.stringify({ success: false, code: 1011004, message: '请求token为空' }), { status: 401 });
    const ok = (data: unknown) => new Response(JSON.stringify({ success: true, code: 200, message: '请求成功', data }));
    if (url.startsWith('/api/formDesign/detail')) return ok({ id: '7', name: '班前检查', design: DESIGN });
    if (url === '/api/formDesign/submit') return new Response(JSON.stringify(submitAnswer(body.values)));
    return new Response('{}', { status: 404 });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('standalone form page', () => {
  it('reads the form id from the address', () => {
    expect(formIdFromLocation('?id=42')).toBe('42');
    expect(formIdFromLocation('')).toBe('');
  });

  it('asks to sign in without a token', () => {
    fakeServer(() => null);
    render(<FormPage id="7" />);
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(screen.getByTestId('form-page-login').getAttribute('href')).toBe('/user/login');
  });

  it('loads the form with the token, shows server field messages under the fields, then submits', async () => {
    storage.set(KEYS.ACCESS_TOKEN, 'tok');
    let refuse = true;
    const seen = fakeServer((values) =>
      refuse
        ? { success: false, code: 1012001, message: '参数错误', data: [{ field: 'count', message: '人数不能大于5' }] }
        : { success: true, code: 200, message: '请求成功', data: { valid: true, id: '1', values } },
    );
    render(<FormPage id="7" />);
    const name = (await screen.findByLabelText('姓名', undefined, { timeout: 10000 })) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: '班前检查' })).toBeTruthy();
    expect(seen[0]).toMatchObject({ url: '/api/formDesign/detail?id=7', auth: 'Bearer tok' });

    // the browser's own rules first: nothing is sent while 姓名 is empty
    fireEvent.click(screen.getByTestId('form-page-submit'));
    expect(await screen.findByText('必填项')).toBeTruthy();
    expect(seen.some((s) => s.url === '/api/formDesign/submit')).toBe(false);

    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.click(screen.getByTestId('form-page-submit'));
    await waitFor(() => expect(screen.getByTestId('form-page-errors').textContent).toContain('人数：人数不能大于5'));
    // and under the field itself
    expect(screen.getByText('人数不能大于5', { selector: '.kfd-explain' })).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ url: '/api/formDesign/submit', auth: 'Bearer tok', body: { id: '7', values: { name: '张三', count: 1 } } });

    refuse = false;
    await act(async () => {
      fireEvent.click(screen.getByTestId('form-page-submit'));
    });
    expect(await screen.findByTestId('form-page-done')).toBeTruthy();
    expect(screen.queryByText('人数不能大于5', { selector: '.kfd-explain' })).toBeNull();
  });
});
