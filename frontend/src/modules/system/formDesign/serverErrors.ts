/**
 * The field messages of a refused submit, in whichever shape the server sends them: a list of
 * `{field, message}`, `{errors: [...]}`, or a map `{field: message}`. Pure, so the fill dialog and the
 * tests share it.
 */
export interface ServerFieldError {
  /** The model, or `<batch model>.<row index>.<column model>` for a dynamic-table cell. */
  field: string;
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fromList(list: unknown[]): ServerFieldError[] {
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const field = item.field ?? item.model ?? item.name;
    const message = item.message ?? item.msg;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

export function serverFieldErrors(data: unknown): ServerFieldError[] {
  if (Array.isArray(data)) return fromList(data);
  if (!isRecord(data)) return [];
  for (const key of ['errors', 'fieldErrors', 'fields']) {
    const v = data[key];
    if (Array.isArray(v)) return fromList(v);
    if (isRecord(v)) return serverFieldErrors(v);
  }
  return Object.entries(data).flatMap(([field, message]) => (typeof message === 'string' ? [{ field, message }] : []));
}

/** A readable place for a field path: its label, and for a dynamic-table cell the table, row and column. */
export function fieldPlace(field: string, labels: ReadonlyMap<string, string>): string {
  const [root, row, col] = field.split('.');
  const rootLabel = labels.get(root) || root;
  if (row === undefined || col === undefined || !/^\d+$/.test(row)) return rootLabel;
  return `${rootLabel} 第${Number(row) + 1}行 ${labels.get(col) || col}`;
}
