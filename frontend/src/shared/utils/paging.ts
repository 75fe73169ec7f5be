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

/**
 * The same for a total the server estimated (`totalApprox`: counting every row of a very large table
 * would have cost more than the page): `{from}-{to}共约{total}条`, the total rounded to 2 significant
 * digits so it does not pretend to be exact.
 */
export function approxTotalText(total: number, range: [number, number]): string {
  const digits = Math.max(0, String(Math.round(total)).length - 2);
  const rounded = Math.round(total / 10 ** digits) * 10 ** digits;
  return `${range[0]}-${range[1]}共约${rounded.toLocaleString('zh-CN')}条`;
}
