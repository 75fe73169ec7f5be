import { Card } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import type { PageQuery, PageResult } from '@/api/types';
import { STable, type STableHandle } from '@/shared/components/STable';
import { apiPath } from './derive';
import { CrudHeader, CrudOverlays } from './CrudParts';
import { scrollWidth, tableColumns } from './display';
import { actionColumn } from './rowActions';
import type { ResourceDef, Values } from './types';
import { useCrud } from './useCrud';

const SELECTION_WIDTH = 48;

export interface CrudPageProps<Row> {
  def: ResourceDef<Row>;
  /** Fixed query parameters; a change reloads page 1 (e.g. the org picked in a sidebar tree). */
  params?: Values;
  /** Default values of a new row. */
  addDefaults?: Values;
  /** More toolbar content (next to the resource's own `toolbarExtra`). */
  toolbarExtra?: ReactNode;
  /** Renders without the surrounding card (inside a drawer or another card). */
  bare?: boolean;
  scrollX?: number;
}

/**
 * The generic CRUD screen of a resource: search form, toolbar, paged table with sorting, selection,
 * row actions, add/edit form, detail, delete confirm, export and import — each gated by permission.
 */
export function CrudPage<Row extends object>({ def, params, addDefaults, toolbarExtra, bare, scrollX }: CrudPageProps<Row>) {
  const tableRef = useRef<STableHandle>(null);
  const reload = useCallback((resetToFirst?: boolean) => tableRef.current?.refresh(resetToFirst), []);
  const crud = useCrud(def, { params, reload, addDefaults });
  const { ctx, query } = crud;
  const pagePath = apiPath(def, 'page');

  const loadData = useCallback(
    (q: PageQuery) => unwrap(http.get<PageResult<Row>>(pagePath ?? `/${def.name}/page`, { ...q, ...query() })),
    [def.name, pagePath, query],
  );

  const paramsKey = JSON.stringify(params ?? {});
  const firstParams = useRef(paramsKey);
  useEffect(() => {
    if (firstParams.current === paramsKey) return;
    firstParams.current = paramsKey;
    crud.setSelected([]);
    reload(true);
    // crud.setSelected is a state setter (stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, reload]);

  const selectable = Boolean(def.batchDelete && crud.can('delete'));
  const { hidden, hasPerm, feedback, openAction } = crud;
  const columns = useMemo(() => {
    const cols = tableColumns(def, ctx, hidden);
    const actions = actionColumn({ ctx, hasPerm, feedback, onOpenModal: openAction });
    return actions ? [...cols, actions] : cols;
    // openAction only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, def, feedback, hasPerm, hidden]);

  const rowKey = crud.rowKey;
  const content = (
    <div data-testid={`crud-${def.name}`}>
      <CrudHeader crud={crud} extra={toolbarExtra} selectable={selectable} />
      <STable<Row>
        ref={tableRef}
        rowKey={rowKey}
        columns={columns}
        loadData={loadData}
        size={crud.density}
        tableLayout="fixed"
        scroll={{ x: scrollX ?? scrollWidth(columns, selectable ? SELECTION_WIDTH : 0) }}
        rowSelection={selectable ? {
          selectedRowKeys: crud.selected.map((r) => (r as Record<string, unknown>)[rowKey] as string),
          onChange: (_keys, rows) => crud.setSelected(rows),
          preserveSelectedRowKeys: true,
        } : undefined}
      />
      <CrudOverlays crud={crud} />
    </div>
  );
  return bare ? content : <Card variant="borderless">{content}</Card>;
}

export default CrudPage;
