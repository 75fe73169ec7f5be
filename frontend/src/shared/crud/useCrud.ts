/**
 * The state and operations of one CRUD page: permissions, search values, selection, the open form,
 * detail, action modal and import dialog, density and hidden columns. Page variants (paged table,
 * tree table) and custom screens build on it and render the parts they need.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage, http } from '@/api/http';
import { useFeedback } from '@/shared/components/useFeedback';
import { hasPerm, usePermSubject } from '@/shared/utils/perm';
import { apiPath, deleteBody, fieldsFor, permissionCodes, searchParams } from './derive';
import type { Density } from './TableSettings';
import { T } from './texts';
import type { CrudAction, CrudContext, FormMode, ResourceDef, RowAction, Values } from './types';

export interface Editing<Row> {
  mode: FormMode;
  row?: Row;
  defaults?: Values;
  open: boolean;
}

export interface Opened<Row> {
  row: Row;
  open: boolean;
}

export interface UseCrudOptions {
  /** Fixed query parameters (the tree selection of a sidebar layout, a parent id, ...). */
  params?: Values;
  /** Reloads the rows (set by the table variant). */
  reload: (resetToFirst?: boolean) => void;
  /** Default values of a new row. */
  addDefaults?: Values;
}

/** Whether the user holds a permission code (super admin holds all). */
export function useHasPerm(): (code: string) => boolean {
  const { adminType, permissions } = usePermSubject();
  return useCallback((code: string) => hasPerm({ adminType, permissions }, code), [adminType, permissions]);
}

export function useCrud<Row>(def: ResourceDef<Row>, { params, reload, addDefaults }: UseCrudOptions) {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const check = useHasPerm();
  const codes = useMemo(() => permissionCodes(def), [def]);
  const can = useCallback((action: CrudAction) => {
    const code = codes[action];
    return code !== undefined && check(code);
  }, [check, codes]);
  const rowKey = def.rowKey ?? 'id';
  const searchFields = useMemo(() => fieldsFor(def, 'search'), [def]);

  const searchRef = useRef<Values>(searchParams(searchFields, def.searchDefaults ?? {}));
  const paramsRef = useRef<Values>(params ?? {});
  paramsRef.current = params ?? {};
  /** The query of the current filters (search form + fixed params), for loading and exporting. */
  const query = useCallback((): Values => ({ ...searchRef.current, ...paramsRef.current }), []);

  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [viewing, setViewing] = useState<Opened<Row> | null>(null);
  const [acting, setActing] = useState<(Opened<Row> & { action: RowAction<Row> }) | null>(null);
  const [importing, setImporting] = useState(false);
  const [density, setDensity] = useState<Density>('middle');
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());

  const changed = useCallback(() => {
    reload();
    def.onChanged?.(queryClient);
  }, [def, queryClient, reload]);

  const search = useCallback((values: Values) => {
    searchRef.current = searchParams(searchFields, values);
    setSelected([]);
    reload(true);
  }, [reload, searchFields]);

  const remove = useCallback((rows: Row[]) => {
    const path = apiPath(def, 'delete');
    if (!path || rows.length === 0) return;
    const single = rows.length === 1;
    const content = single ? def.deleteConfirm?.(rows[0]) : T.confirmBatchDelete(rows.length);
    const ids = rows.map((r) => (r as Record<string, unknown>)[rowKey]);
    const exec = async () => {
      const shape = def.deleteShape ?? 'id';
      try {
        if (shape === 'id' && !single) {
          for (const id of ids) {
            const res = await http.post<unknown>(path, deleteBody('id', [id], rowKey));
            if (!res.success) throw new Error(res.message);
          }
        } else {
          const res = await http.post<unknown>(path, deleteBody(shape, ids, rowKey));
          if (!res.success) throw new Error(res.message);
        }
        void feedback.message.success(T.deleteOk);
        setSelected((sel) => sel.filter((r) => !ids.includes((r as Record<string, unknown>)[rowKey])));
      } catch (e) {
        void feedback.message.error(errorMessage(e));
      }
      changed();
    };
    feedback.modal.confirm({
      title: T.confirmDelete, content, okText: T.ok, cancelText: T.cancel, okButtonProps: { danger: true }, onOk: exec,
    });
  }, [changed, def, feedback, rowKey]);

  const ctx: CrudContext<Row> = useMemo(() => ({
    def,
    can,
    reload,
    changed,
    openAdd: (defaults?: Values) => setEditing({ mode: 'add', defaults: { ...addDefaults, ...defaults }, open: true }),
    openEdit: (row: Row) => setEditing({ mode: 'edit', row, open: true }),
    openDetail: (row: Row) => setViewing({ row, open: true }),
    remove,
  }), [addDefaults, can, changed, def, reload, remove]);

  return {
    def, ctx, can, hasPerm: check, feedback, rowKey, searchFields, query, search,
    selected, setSelected,
    editing, closeEdit: () => setEditing((e) => (e ? { ...e, open: false } : e)), clearEdit: () => setEditing(null),
    viewing, closeView: () => setViewing((v) => (v ? { ...v, open: false } : v)), clearView: () => setViewing(null),
    acting,
    openAction: (action: RowAction<Row>, row: Row) => setActing({ action, row, open: true }),
    closeAction: () => setActing(null),
    importing, setImporting,
    density, setDensity, hidden, setHidden,
  };
}

export type CrudController<Row> = ReturnType<typeof useCrud<Row>>;
