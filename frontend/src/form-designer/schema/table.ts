import type { TableCell, TableRow } from './types';

/** A real cell placed on the table grid. */
export interface PlacedCell {
  cell: TableCell;
  /** Indexes in trs / tds. */
  tr: number;
  td: number;
  /** Grid position of its top-left corner. */
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

export interface TableLayout {
  rows: number;
  cols: number;
  cells: PlacedCell[];
  /** grid[row][col] = index into cells, or -1 for a hole (a ragged row shorter than the table). */
  grid: number[][];
}

const span = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);

/**
 * Lays out trs/tds with the HTML row/col-span algorithm (canonical form: no 0-span placeholders).
 * Rows are not extended by a rowspan that runs past the last row (like HTML).
 */
export function layoutTable(trs: TableRow[]): TableLayout {
  const rows = trs.length;
  const occupied: boolean[][] = Array.from({ length: rows }, () => []);
  const cells: PlacedCell[] = [];
  let cols = 0;
  trs.forEach((tr, r) => {
    let c = 0;
    (tr.tds ?? []).forEach((cell, t) => {
      while (occupied[r][c]) c++;
      const rs = Math.min(span(cell.rowspan), rows - r);
      const cs = span(cell.colspan);
      for (let dr = 0; dr < rs; dr++) for (let dc = 0; dc < cs; dc++) occupied[r + dr][c + dc] = true;
      cells.push({ cell, tr: r, td: t, row: r, col: c, rowspan: rs, colspan: cs });
      c += cs;
      cols = Math.max(cols, c);
    });
  });
  const grid = Array.from({ length: rows }, () => new Array<number>(cols).fill(-1));
  cells.forEach((p, i) => {
    for (let dr = 0; dr < p.rowspan; dr++) for (let dc = 0; dc < p.colspan; dc++) grid[p.row + dr][p.col + dc] = i;
  });
  return { rows, cols, cells, grid };
}

/**
 * Rebuilds trs from placed cells (each with row/col/rowspan/colspan) in canonical form:
 * every row lists the cells starting in it, ordered by column.
 */
export function buildRows(
  rows: number,
  cells: { cell: TableCell; row: number; col: number; rowspan: number; colspan: number }[],
  rowProps: Record<string, unknown>[] = [],
): TableRow[] {
  const out: TableRow[] = Array.from({ length: rows }, (_x, r) => ({ ...(rowProps[r] ?? {}), tds: [] }));
  [...cells]
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .forEach((p) => out[p.row]?.tds.push({ ...p.cell, rowspan: p.rowspan, colspan: p.colspan }));
  return out;
}
