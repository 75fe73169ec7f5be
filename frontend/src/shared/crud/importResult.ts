/**
 * Reads the server's answer to an import: the number of rows written, or the row-level error report
 * (nothing is written when any row is wrong). Accepts the report as `data` itself, `data.errors` or
 * `data.rows`, with row numbers as `row`/`rowNum`/`line` and columns as `column`/`field`/`title`.
 */
import type { Envelope } from '@/api/types';

export interface ImportError {
  row: number | string | null;
  column: string | null;
  message: string;
}

export type ImportOutcome =
  | { ok: true; count: number }
  | { ok: false; message: string; errors: ImportError[] };

type Loose = Record<string, unknown>;

const first = (o: Loose, keys: string[]): unknown => keys.map((k) => o[k]).find((v) => v !== undefined && v !== null);

function toError(item: unknown): ImportError {
  if (typeof item === 'string') return { row: null, column: null, message: item };
  const o = (item && typeof item === 'object' ? item : {}) as Loose;
  const row = first(o, ['row', 'rowNum', 'rowNo', 'line', 'index']);
  const column = first(o, ['column', 'field', 'title', 'col']);
  const message = first(o, ['message', 'msg', 'reason', 'error']);
  return {
    row: typeof row === 'number' || typeof row === 'string' ? row : null,
    column: column === undefined ? null : String(column),
    message: message === undefined ? JSON.stringify(item) : String(message),
  };
}

function errorList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const list = first(data as Loose, ['errors', 'errorList', 'details', 'rows']);
    if (Array.isArray(list)) return list;
  }
  return [];
}

function countOf(data: unknown): number {
  if (typeof data === 'number') return data;
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    const n = first(data as Loose, ['count', 'total', 'success', 'successCount', 'imported', 'rows']);
    if (typeof n === 'number') return n;
    if (Array.isArray(n)) return n.length;
  }
  return 0;
}

export function parseImportResult(res: Envelope<unknown>): ImportOutcome {
  if (res.success) {
    const failures = res.data && typeof res.data === 'object' && !Array.isArray(res.data) ? errorList(res.data).filter((e) => e && typeof e === 'object' && 'message' in (e as Loose)) : [];
    if (failures.length === 0) return { ok: true, count: countOf(res.data) };
    return { ok: false, message: res.message, errors: failures.map(toError) };
  }
  return { ok: false, message: res.message, errors: errorList(res.data).map(toError) };
}
