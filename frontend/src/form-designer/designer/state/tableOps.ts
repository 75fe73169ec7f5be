/**
 * Layout operations of the table container (right-click menu of a cell). They work on the grid
 * positions of the cells (schema/table.ts), never on raw td indexes, so merged cells do not shift
 * the later operations (k-form-design issue #43), and merging keeps the content of the absorbed cell.
 */
import { buildRows, layoutTable } from '../../schema/table';
import type { FormNode, TableCell, TableRow } from '../../schema/types';
import { D } from '../texts';

export type TableOp = 'addRow' | 'addColumn' | 'mergeRight' | 'mergeDown' | 'split' | 'deleteRow' | 'deleteColumn';

export type TableOpResult = { ok: true; trs: TableRow[] } | { ok: false; error: string };

interface Cell {
  cell: TableCell;
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

interface Grid {
  rows: number;
  cols: number;
  cells: Cell[];
  rowProps: Record<string, unknown>[];
}

const emptyCell = (): TableCell => ({ colspan: 1, rowspan: 1, list: [] });
const listOf = (c: TableCell): FormNode[] => (Array.isArray(c.list) ? c.list : []);

/** The cells on their grid positions; holes of ragged rows are filled with empty cells. */
function toGrid(trs: TableRow[]): Grid {
  const layout = layoutTable(trs);
  const cells: Cell[] = layout.cells.map((p) => ({ cell: p.cell, row: p.row, col: p.col, rowspan: p.rowspan, colspan: p.colspan }));
  layout.grid.forEach((line, row) =>
    line.forEach((i, col) => {
      if (i < 0) cells.push({ cell: emptyCell(), row, col, rowspan: 1, colspan: 1 });
    }),
  );
  const rowProps = trs.map(({ tds: _tds, ...rest }) => rest);
  return { rows: layout.rows, cols: layout.cols, cells, rowProps };
}

function cellAt(g: Grid, row: number, col: number): Cell | undefined {
  return g.cells.find((c) => row >= c.row && row < c.row + c.rowspan && col >= c.col && col < c.col + c.colspan);
}

function done(g: Grid): TableOpResult {
  return { ok: true, trs: buildRows(g.rows, g.cells, g.rowProps) };
}

/** Moves the children of `from` to the end of `into`: a merge never drops content. */
function absorb(into: Cell, from: Cell, g: Grid): void {
  into.cell = { ...into.cell, list: [...listOf(into.cell), ...listOf(from.cell)] };
  g.cells = g.cells.filter((c) => c !== from);
}

function addRow(g: Grid, p: Cell): TableOpResult {
  const after = p.row + p.rowspan - 1;
  const covered = new Set<number>();
  for (const c of g.cells) {
    if (c.row > after) c.row += 1;
    else if (c.row + c.rowspan - 1 > after) {
      c.rowspan += 1;
      for (let k = c.col; k < c.col + c.colspan; k++) covered.add(k);
    }
  }
  for (let col = 0; col < Math.max(g.cols, 1); col++)
    if (!covered.has(col)) g.cells.push({ cell: emptyCell(), row: after + 1, col, rowspan: 1, colspan: 1 });
  g.rowProps.splice(after + 1, 0, {});
  g.rows += 1;
  return done(g);
}

function addColumn(g: Grid, p: Cell): TableOpResult {
  const after = p.col + p.colspan - 1;
  const covered = new Set<number>();
  for (const c of g.cells) {
    if (c.col > after) c.col += 1;
    else if (c.col + c.colspan - 1 > after) {
      c.colspan += 1;
      for (let k = c.row; k < c.row + c.rowspan; k++) covered.add(k);
    }
  }
  for (let row = 0; row < g.rows; row++)
    if (!covered.has(row)) g.cells.push({ cell: emptyCell(), row, col: after + 1, rowspan: 1, colspan: 1 });
  g.cols += 1;
  return done(g);
}

function mergeRight(g: Grid, p: Cell): TableOpResult {
  const col = p.col + p.colspan;
  if (col >= g.cols) return { ok: false, error: D.lastColumnNoMergeRight };
  const q = cellAt(g, p.row, col);
  if (!q || q.row !== p.row || q.rowspan !== p.rowspan) return { ok: false, error: D.cannotMergeRight };
  p.colspan += q.colspan;
  absorb(p, q, g);
  return done(g);
}

function mergeDown(g: Grid, p: Cell): TableOpResult {
  const row = p.row + p.rowspan;
  if (row >= g.rows) return { ok: false, error: D.lastRowNoMergeDown };
  const q = cellAt(g, row, p.col);
  if (!q || q.col !== p.col || q.colspan !== p.colspan) return { ok: false, error: D.cannotMergeDown };
  p.rowspan += q.rowspan;
  absorb(p, q, g);
  return done(g);
}

function split(g: Grid, p: Cell): TableOpResult {
  if (p.rowspan === 1 && p.colspan === 1) return { ok: false, error: D.cannotSplit };
  for (let r = p.row; r < p.row + p.rowspan; r++)
    for (let c = p.col; c < p.col + p.colspan; c++)
      if (r !== p.row || c !== p.col) g.cells.push({ cell: emptyCell(), row: r, col: c, rowspan: 1, colspan: 1 });
  p.rowspan = 1;
  p.colspan = 1;
  return done(g);
}

/** Deletes the top row of the cell. Cells spanning that row shrink and keep their content. */
function deleteRow(g: Grid, p: Cell): TableOpResult {
  if (g.rows <= 1) return { ok: false, error: D.onlyOneRow };
  const row = p.row;
  g.cells = g.cells.filter((c) => !(c.row === row && c.rowspan === 1));
  for (const c of g.cells) {
    if (c.row > row) c.row -= 1;
    else if (c.row + c.rowspan - 1 >= row) c.rowspan -= 1;
  }
  g.rowProps.splice(row, 1);
  g.rows -= 1;
  return done(g);
}

/** Deletes the left column of the cell. Cells spanning that column shrink and keep their content. */
function deleteColumn(g: Grid, p: Cell): TableOpResult {
  if (g.cols <= 1) return { ok: false, error: D.onlyOneColumn };
  const col = p.col;
  g.cells = g.cells.filter((c) => !(c.col === col && c.colspan === 1));
  for (const c of g.cells) {
    if (c.col > col) c.col -= 1;
    else if (c.col + c.colspan - 1 >= col) c.colspan -= 1;
  }
  g.cols -= 1;
  return done(g);
}

const OPS: Record<TableOp, (g: Grid, p: Cell) => TableOpResult> = {
  addRow,
  addColumn,
  mergeRight,
  mergeDown,
  split,
  deleteRow,
  deleteColumn,
};

/** Applies `op` to the cell `trs[tr].tds[td]`. The input rows are never mutated. */
export function applyTableOp(trs: TableRow[], op: TableOp, tr: number, td: number): TableOpResult {
  const g = toGrid(trs);
  const target = trs[tr]?.tds?.[td];
  const p = target ? g.cells.find((c) => c.cell === target) : undefined;
  if (!p) return { ok: false, error: D.cellNotFound };
  return OPS[op](g, p);
}

/** Number of controls inside the rows (all depths), to warn before an operation drops content. */
export function countTableNodes(trs: TableRow[]): number {
  const count = (list: FormNode[]): number =>
    list.reduce(
      (n, node) =>
        n +
        1 +
        count(node.list ?? []) +
        (node.columns ?? []).reduce((m, c) => m + count(c.list ?? []), 0) +
        countTableNodes(node.trs ?? []),
      0,
    );
  return trs.reduce((n, tr) => n + (tr.tds ?? []).reduce((m, td) => m + count(listOf(td)), 0), 0);
}
