import { Table } from 'antd';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import type { PageQuery, PageResult } from '@/api/types';
import { approxTotalText, nextPageAfterLoad, totalText } from '@/shared/utils/paging';

export interface STableHandle {
  /** Reloads the current page, or page 1 when `resetToFirst` is true. */
  refresh: (resetToFirst?: boolean) => void;
}

export interface STableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange' | 'loading'> {
  /** Loads one page; called with pageNo, pageSize and, when a sortable column is sorted, sortField/sortOrder. */
  loadData: (params: PageQuery) => Promise<PageResult<T>>;
  pageSize?: number;
  /** false hides the pager (the first page is still requested with the page size). */
  showPagination?: boolean;
  ref?: Ref<STableHandle>;
}

interface Query {
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

const PAGE_SIZE_OPTIONS = ['10', '20', '30', '40'];

function sortOf<T>(sorter: SorterResult<T> | SorterResult<T>[]): Pick<Query, 'sortField' | 'sortOrder'> {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order) return {};
  const field = first.field ?? first.columnKey;
  const sortField = Array.isArray(field) ? field.join('.') : field === undefined ? undefined : String(field);
  return sortField ? { sortField, sortOrder: first.order } : {};
}

/**
 * antd Table fed by a paged loader: default page 1 / size 10, total text `{from}-{to}共{total}条`,
 * sort passed to the loader, and a step back to the previous page when a later page comes back empty.
 */
export function STable<T extends object>({ loadData, pageSize = 10, showPagination = true, ref, ...tableProps }: STableProps<T>) {
  const [query, setQuery] = useState<Query>({ pageNo: 1, pageSize });
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [approx, setApprox] = useState(false);
  const [loading, setLoading] = useState(false);
  const latestQuery = useRef(query);
  const latestLoad = useRef(loadData);
  const ticket = useRef(0);

  useEffect(() => {
    latestLoad.current = loadData;
  }, [loadData]);

  const fetchPage = useCallback(async (next: Query) => {
    const mine = ++ticket.current;
    let current = next;
    latestQuery.current = current;
    setQuery(current);
    setLoading(true);
    try {
      for (;;) {
        const params: PageQuery = { pageNo: current.pageNo, pageSize: current.pageSize };
        if (current.sortField) Object.assign(params, { sortField: current.sortField, sortOrder: current.sortOrder });
        const page = await latestLoad.current(params);
        if (mine !== ticket.current) return;
        const rowsOfPage = page?.rows ?? [];
        const back = nextPageAfterLoad({ pageNo: current.pageNo, rows: rowsOfPage });
        if (back !== null) {
          current = { ...current, pageNo: back };
          latestQuery.current = current;
          setQuery(current);
          continue;
        }
        setRows(rowsOfPage);
        setTotal(page?.totalRows ?? rowsOfPage.length);
        setApprox(page?.totalApprox === true);
        return;
      }
    } catch {
      // The http layer reports failures; keep the rows that are shown.
    } finally {
      if (mine === ticket.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void fetchPage(latestQuery.current);
  }, [fetchPage]);

  useImperativeHandle(ref, () => ({
    refresh: (resetToFirst = false) => {
      const q = latestQuery.current;
      void fetchPage(resetToFirst ? { ...q, pageNo: 1 } : q);
    },
  }), [fetchPage]);

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const size = pagination.pageSize ?? query.pageSize;
    const sizeChanged = size !== query.pageSize;
    void fetchPage({ pageNo: sizeChanged ? 1 : (pagination.current ?? 1), pageSize: size, ...sortOf(sorter) });
  };

  return (
    <Table<T>
      {...tableProps}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      pagination={showPagination ? {
        current: query.pageNo,
        pageSize: query.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: approx ? approxTotalText : totalText,
      } : false}
    />
  );
}

export default STable;
