/** Display of field values in the table and the detail view, and the table columns of a description. */
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { dictOptions, dictTypeData } from '@/shared/utils/dict';
import { fieldsFor, valueOf } from './derive';
import { T } from './texts';
import type { CrudContext, FieldDef, Option, ResourceDef, TreeOption } from './types';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Options of a field: static, or from its dictionary (codes as numbers when `numeric`). */
export function fieldOptions(f: FieldDef): Option[] {
  if (f.options) return f.options;
  if (f.dictCode) {
    const opts = dictOptions(f.dictCode);
    return f.numeric ? opts.map((o) => ({ ...o, value: Number(o.value) })) : opts;
  }
  return [];
}

function labelOf(options: Option[], v: unknown): ReactNode {
  const hit = options.find((o) => String(o.value) === String(v));
  return hit ? hit.label : String(v);
}

/** Finds a tree node by value (depth first). */
export function findTreeNode(nodes: readonly TreeOption[] | undefined, value: unknown): TreeOption | undefined {
  for (const n of nodes ?? []) {
    if (String(n.value) === String(value)) return n;
    const hit = findTreeNode(n.children, value);
    if (hit) return hit;
  }
  return undefined;
}

/** The text of a value as a field shows it (dictionary label, option label, 是/否, ...). */
export function displayText(f: FieldDef, value: unknown): ReactNode {
  if (f.type === 'switch') {
    const on = f.switchValues ? value === f.switchValues[0] : Boolean(value);
    return on ? T.yes : T.no;
  }
  if (isEmpty(value)) return T.empty;
  if (Array.isArray(value)) {
    const parts = value.map((v) => displayText({ ...f, multiple: false }, v));
    return parts.every((p) => typeof p === 'string') ? parts.join('、') : parts;
  }
  if (f.type === 'dict' && f.dictCode) return dictTypeData(f.dictCode, value as string | number);
  if (f.options || f.dictCode) return labelOf(fieldOptions(f), value);
  return String(value);
}

/** The rendered value of a field in a row: its own renderer, else the display text. */
export function renderValue<Row>(f: FieldDef<Row>, row: Row, ctx: CrudContext<Row>): ReactNode {
  const value = valueOf(f, row);
  return f.render ? f.render(value, row, ctx) : displayText(f, value);
}

/** antd columns of the table fields of `def` (hidden keys left out). */
export function tableColumns<Row>(def: ResourceDef<Row>, ctx: CrudContext<Row>, hidden: ReadonlySet<string> = new Set()): TableColumnType<Row>[] {
  return fieldsFor(def, 'table')
    .filter((f) => !hidden.has(f.key))
    .map((f) => ({
      key: f.key,
      title: f.title,
      dataIndex: f.key.split('.'),
      width: f.width,
      ellipsis: f.ellipsis,
      sorter: f.sorter ? true : undefined,
      render: (_: unknown, row: Row) => renderValue(f, row, ctx),
    }));
}

/** Width of a column without its own width, for the table's scroll width. */
export const DEFAULT_COLUMN_WIDTH = 120;

/** The width the columns need (the table scrolls horizontally below it). */
export function scrollWidth(columns: readonly { width?: number | string }[], extra = 0): number {
  return columns.reduce<number>((sum, c) => sum + (typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH), extra);
}
