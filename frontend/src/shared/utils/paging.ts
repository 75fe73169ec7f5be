/**
 * Table step-back rule (spec 4.3): when a loaded page came back empty and it is not the first page
 * (e.g. its last row was just deleted), the previous page should be loaded instead. Returns that page or null.
 */
export function nextPageAfterLoad({ pageNo, rows }: { pageNo: number; rows: readonly unknown[] }): number | null {
  if (rows.length === 0 && pageNo > 1) return pageNo - 1;
  return null;
}

/** Pagination total text `{from}-{to}共{total}条` (ui-texts 8, no spaces). */
export function totalText(total: number, range: [number, number]): string {
  return `${range[0]}-${range[1]}共${total}条`;
}
