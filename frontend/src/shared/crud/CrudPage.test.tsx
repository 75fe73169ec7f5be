import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { TIMEOUT_MS, axiosInstance } from '@/api/http';
import { useSession } from '@/app/session';
import { CrudPage } from './CrudPage';
import { CONFLICT_MESSAGE, fakeServer, type FakeRow } from './testServer';
import type { ResourceDef } from './types';

const def: ResourceDef<FakeRow> = {
  name: 'sysPos',
  title: '职位',
  api: { detail: true },
  deleteShape: 'array',
  batchDelete: true,
  columns: [
    { key: 'name', title: '职位名称', inSearch: true, rules: { required: true } },
    { key: 'code', title: '唯一编码', rules: { required: true } },
    { key: 'sort', title: '排序', type: 'number', defaultValue: 100, rules: { required: true } },
    { key: 'remark', title: '备注', type: 'textarea', inTable: false },
  ],
};

const seed = (): FakeRow[] => [
  { id: '1', name: '总经理', code: 'zjl', sort: 1, remark: null, updateTime: '2024-01-01 00:00:00' },
  { id: '2', name: '副总经理', code: 'fzjl', sort: 2, remark: null, updateTime: '2024-01-01 00:00:00' },
  { id: '3', name: '部门经理', code: 'bmjl', sort: 3, remark: null, updateTime: '2024-01-01 00:00:00' },
];

const original = axiosInstance.defaults.adapter;
let server: ReturnType<typeof fakeServer>;

function renderPage(shown: ResourceDef<FakeRow> = def) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CrudPage def={shown} />
    </QueryClientProvider>,
  );
}

const okButton = () => screen.getAllByRole('button', { name: /^确\s?定$/ }).at(-1)!;
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** 新增 a position through the form, once the page has loaded. */
async function addPosition(name: string, code: string) {
  await screen.findByText('总经理');
  fireEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByPlaceholderText('请输入职位名称'), { target: { value: name } });
  fireEvent.change(within(dialog).getByPlaceholderText('请输入唯一编码'), { target: { value: code } });
  fireEvent.click(okButton());
}

beforeEach(() => {
  server = fakeServer('sysPos', seed());
  axiosInstance.defaults.adapter = server.adapter;
  useSession.setState({ adminType: 1, permissions: [] });
});
afterEach(async () => {
  cleanup();
  // Confirm dialogs and messages live in antd's own roots, outside what cleanup() unmounts: close them
  // and let React finish that work while the test environment still exists.
  Modal.destroyAll();
  message.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  axiosInstance.defaults.adapter = original;
});

describe('CrudPage', { timeout: 60_000 }, () => {
  it('loads the first page into the table and searches with the form', async () => {
    renderPage();
    expect(await screen.findByText('总经理')).toBeTruthy();
    expect(screen.getByTestId('crud-sysPos')).toBeTruthy();
    expect(screen.getByText('1-3共3条')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入职位名称'), { target: { value: '部门' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(screen.queryByText('总经理')).toBeNull());
    expect(server.last('get', '/page')?.params).toMatchObject({ pageNo: 1, pageSize: 10, name: '部门' });
  });

  it('adds a row from the form built from the fields', async () => {
    renderPage();
    await screen.findByText('总经理');
    fireEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增职位')).toBeTruthy();
    fireEvent.click(okButton());
    expect(await within(dialog).findByText('请输入职位名称')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入职位名称'), { target: { value: ' 工作人员 ' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入唯一编码'), { target: { value: 'gzry' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('工作人员')).toBeTruthy();
    expect(server.last('post', '/add')?.body).toEqual({ name: '工作人员', code: 'gzry', sort: 100 });
  });

  it('gives a save the time its resource asks for, other requests the client timeout', async () => {
    const timeouts: Record<string, number | undefined> = {};
    const inner = server.adapter;
    axiosInstance.defaults.adapter = (config) => {
      timeouts[(config.url ?? '').replace('/sysPos/', '')] = config.timeout;
      return inner(config);
    };
    renderPage({ ...def, saveTimeoutMs: 120_000 });
    await addPosition('安全总监', 'aqzj');
    expect(await screen.findByText('安全总监')).toBeTruthy();
    expect(timeouts.add).toBe(120_000);
    expect(timeouts.page).toBe(TIMEOUT_MS);
  });

  it('names the add button and form after addText', async () => {
    renderPage({ ...def, addText: '补录' });
    await screen.findByText('总经理');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /补\s?录/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('补录职位')).toBeTruthy();
  });

  it('shows the server refusal and keeps the form open', async () => {
    renderPage();
    await addPosition('重复', 'zjl');
    expect((await screen.findAllByText('职位编码重复，请检查code参数')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits with the detail, sending id and updateTime; a conflict reloads the row', async () => {
    renderPage();
    await screen.findByText('总经理');
    fireEvent.click(within(rowOf('副总经理')).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑职位')).toBeTruthy();
    const name = within(dialog).getByPlaceholderText('请输入职位名称') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('副总经理'));
    server.touch('2');
    fireEvent.change(name, { target: { value: '副总' } });
    fireEvent.click(okButton());
    expect((await screen.findAllByText(new RegExp(CONFLICT_MESSAGE))).length).toBeGreaterThan(0);
    await waitFor(() => expect(server.seen.filter((r) => r.url.endsWith('/detail'))).toHaveLength(2));
    await waitFor(() => expect(name.value).toBe('副总经理'));
    fireEvent.change(name, { target: { value: '副总' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('副总')).toBeTruthy();
    expect(server.last('post', '/edit')?.body).toEqual({ id: '2', name: '副总', code: 'fzjl', sort: 2, updateTime: '2024-01-01 00:00:01' });
  });

  it('deletes a row after 确定要删除吗？ with Snowy\'s array body', async () => {
    renderPage();
    await screen.findByText('总经理');
    fireEvent.click(within(rowOf('总经理')).getByText('删除'));
    expect((await screen.findAllByText('确定要删除吗？')).length).toBeGreaterThan(0);
    fireEvent.click(okButton());
    await waitFor(() => expect(screen.queryByText('总经理')).toBeNull());
    expect(server.last('post', '/delete')?.body).toEqual([{ id: '1' }]);
  });

  it('deletes the selected rows in one batch', async () => {
    renderPage();
    await screen.findByText('总经理');
    expect(screen.getByText('已选择:', { exact: false })).toBeTruthy();
    fireEvent.click(within(rowOf('总经理')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('部门经理')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('将删除选中的 2 条数据。')).toBeTruthy();
    fireEvent.click(okButton());
    await waitFor(() => expect(screen.queryByText('部门经理')).toBeNull());
    expect(server.last('post', '/delete')?.body).toEqual([{ id: '1' }, { id: '3' }]);
    expect(screen.getByText('副总经理')).toBeTruthy();
  });

  it('shows only what the permissions allow', async () => {
    useSession.setState({ adminType: 2, permissions: ['sysPos:page', 'sysPos:edit'] });
    renderPage();
    await screen.findByText('总经理');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByText('已选择:', { exact: false })).toBeNull();
    expect(within(rowOf('总经理')).getByText('编辑')).toBeTruthy();
    expect(within(rowOf('总经理')).queryByText('删除')).toBeNull();
  });
});
