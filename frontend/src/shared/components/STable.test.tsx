import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import type { PageQuery, PageResult } from '@/api/types';
import { STable } from './STable';
import type { STableHandle } from './STable';

interface Row {
  id: number;
  name: string;
}

/** A fake server of `count` rows. */
function fakeServer(initial: number) {
  let count = initial;
  const calls: PageQuery[] = [];
  const loadData = vi.fn(async (q: PageQuery): Promise<PageResult<Row>> => {
    calls.push(q);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const all = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `行${i + 1}` }));
    const rows = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return { pageNo, pageSize, totalRows: count, totalPage: Math.ceil(count / pageSize), rows };
  });
  return { loadData, calls, setCount: (n: number) => { count = n; } };
}

const columns = [{ title: '名称', dataIndex: 'name', sorter: true }];

describe('STable', () => {
  it('loads page 1 of 10 and shows the total text', async () => {
    const server = fakeServer(35);
    render(<STable<Row> rowKey="id" columns={columns} loadData={server.loadData} />);
    await screen.findByText('行1');
    expect(server.calls[0]).toEqual({ pageNo: 1, pageSize: 10 });
    expect(screen.getByText('1-10共35条')).toBeTruthy();
  });

  it('goes to another page and passes the sort', async () => {
    const server = fakeServer(35);
    render(<STable<Row> rowKey="id" columns={columns} loadData={server.loadData} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByTitle('4'));
    await screen.findByText('行31');
    expect(screen.getByText('31-35共35条')).toBeTruthy();
    fireEvent.click(screen.getByText('名称'));
    await waitFor(() => expect(server.calls.at(-1)).toMatchObject({ sortField: 'name', sortOrder: 'ascend' }));
  });

  it('steps back one page when the loaded page is empty', async () => {
    const server = fakeServer(35);
    const ref = createRef<STableHandle>();
    render(<STable<Row> ref={ref} rowKey="id" columns={columns} loadData={server.loadData} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByTitle('4'));
    await screen.findByText('行31');
    server.setCount(30);
    await act(async () => ref.current?.refresh());
    await screen.findByText('行21');
    expect(server.calls.slice(-2).map((c) => c.pageNo)).toEqual([4, 3]);
    expect(screen.getByText('21-30共30条')).toBeTruthy();
  });

  it('refresh(true) goes back to the first page', async () => {
    const server = fakeServer(35);
    const ref = createRef<STableHandle>();
    render(<STable<Row> ref={ref} rowKey="id" columns={columns} loadData={server.loadData} />);
    await screen.findByText('行1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('行11');
    await act(async () => ref.current?.refresh(true));
    await screen.findByText('行1');
    expect(server.calls.at(-1)?.pageNo).toBe(1);
  });
});
