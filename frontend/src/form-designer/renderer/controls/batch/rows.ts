import type { FormNode } from '../../../schema/types';
import { defaultValueOf } from '../../store';
import { num } from '../util';

export type Row = Record<string, unknown>;

let rowSeq = 0;
export const rowKey = () => Date.now() * 1000 + (rowSeq++ % 1000);

/** A new row: each column's default value, and a `key` (part of the value, as in k-form-design). */
export function newRow(columns: FormNode[]): Row {
  const row: Row = { key: rowKey() };
  for (const col of columns) if (col.model) row[col.model] = defaultValueOf(col);
  return row;
}

/** `options.minLimit` (k-form-design 3.8): rows made up front; delete is hidden at the minimum. */
export const minRows = (node: FormNode): number => Math.max(0, Math.floor(num(node.options?.minLimit) ?? 0));

/** The initial value of a dynamic table: minLimit new rows. */
export const batchDefault = (node: FormNode): Row[] => Array.from({ length: minRows(node) }, () => newRow(node.list ?? []));
