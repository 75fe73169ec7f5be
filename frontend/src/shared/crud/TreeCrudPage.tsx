import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { apiPath } from './derive';
import { CrudHeader, CrudOverlays } from './CrudParts';
import { scrollWidth, tableColumns } from './display';
import { actionColumn } from './rowActions';
import type { ResourceDef, Values } from './types';
import { useCrud } from './useCrud';

type TreeRow = { children?: TreeRow[] | null };

/** Drops empty `children` arrays so that leaves get no expand button. */
export function pruneEmptyChildren<Row extends TreeRow>(rows: readonly Row[]): Row[] {
  return rows.map((r) => {
    const { children, ...rest } = r;
    if (!children || children.length === 0) return rest as Row;
    return { ...rest, children: pruneEmptyChildren(children) } as Row;
  });
}

/** Keys of every row that has children (for 展开全部). */
export function parentKeys<Row extends TreeRow>(rows: readonly Row[], rowKey: string): string[] {
  return rows.flatMap((r) => (r.children?.length
    ? [String((r as Record<string, unknown>)[rowKey]), ...parentKeys(r.children as Row[], rowKey)]
    : []));
}

export interface TreeCrudPageProps<Row> {
  def: ResourceDef<Row>;
  params?: Values;
  addDefaults?: Values;
  toolbarExtra?: ReactNode;
  defaultExpandAll?: boolean;
}

/**
 * The CRUD screen of a tree resource (menus): the list endpoint answers the whole tree, shown as a
 * tree table with expandable rows; search, toolbar and forms are the same parts as CrudPage's.
 */
export function TreeCrudPage<Row extends object & TreeRow>({ def, params, addDefaults, toolbarExtra, defaultExpandAll }: TreeCrudPageProps<Row>) {
  const listPath = apiPath({ ...def, api: { list: true, ...def.api } }, 'list')!;
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const crud = useCrud(def, { params, reload, addDefaults });
  const { ctx, query, hidden, hasPerm, feedback, openAction } = crud;
  const filters = query();
  const { data, isFetching } = useQuery({
    queryKey: [def.name, 'list', filters, tick],
    queryFn: () => unwrap(http.get<Row[]>(listPath, filters)),
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
  const rows = useMemo(() => pruneEmptyChildren(data ?? []), [data]);
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const expandedKeys = expanded ?? (defaultExpandAll ? parentKeys(rows, crud.rowKey) : []);

  const columns = useMemo(() => {
    const cols = tableColumns(def, ctx, hidden);
    const actions = actionColumn({ ctx, hasPerm, feedback, onOpenModal: openAction });
    return actions ? [...cols, actions] : cols;
    // openAction only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, def, feedback, hasPerm, hidden]);

  return (
    <Card variant="borderless">
      <div data-testid={`crud-${def.name}`}>
        <CrudHeader crud={crud} extra={toolbarExtra} selectable={false} />
        <Table<Row>
          rowKey={crud.rowKey}
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          size={crud.density}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: scrollWidth(columns) }}
          expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys) }}
        />
        <CrudOverlays crud={crud} />
      </div>
    </Card>
  );
}

export default TreeCrudPage;
