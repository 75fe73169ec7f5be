import { describe, expect, it } from 'vitest';
import { layoutTable } from '../../schema/table';
import type { FormNode, TableCell, TableRow } from '../../schema/types';
import { D } from '../texts';
import { applyTableOp, countTableNodes, type TableOpResult } from './tableOps';

const node = (key: string): FormNode => ({ type: 'input', label: key, key, model: key, options: {} });
const td = (keys: string[] = [], colspan = 1, rowspan = 1): TableCell => ({ colspan, rowspan, list: keys.map(node) });
const row = (...tds: TableCell[]): TableRow => ({ tds });

/** 3×3 table, cell (r,c) holds one control "r<r>c<c>". */
function grid3(): TableRow[] {
  return [0, 1, 2].map((r) => row(...[0, 1, 2].map((c) => td([`r${r}c${c}`]))));
}

function ok(res: TableOpResult): TableRow[] {
  if (!res.ok) throw new Error(`expected success, got ${res.error}`);
  return res.trs;
}

/** Text picture of the layout: each grid position shows the first control key of its cell (or "."). */
function picture(trs: TableRow[]): string[] {
  const l = layoutTable(trs);
  return l.grid.map((line) => line.map((i) => (i < 0 ? '?' : (l.cells[i].cell.list[0]?.key ?? '.'))).join(' '));
}

const keysOf = (trs: TableRow[]) => trs.flatMap((tr) => tr.tds.flatMap((c) => c.list.map((n) => n.key))).sort();

describe('tableOps', () => {
  it('adds a row of 1×1 cells after the clicked row', () => {
    const trs = ok(applyTableOp(grid3(), 'addRow', 0, 1));
    expect(picture(trs)).toEqual(['r0c0 r0c1 r0c2', '. . .', 'r1c0 r1c1 r1c2', 'r2c0 r2c1 r2c2']);
  });

  it('adds a row after the bottom of a tall cell and stretches cells that span the boundary', () => {
    const merged = ok(applyTableOp(grid3(), 'mergeDown', 0, 0)); // r0c0 spans rows 0-1
    const trs = ok(applyTableOp(merged, 'addRow', 0, 1)); // after row 0: r0c0 grows
    expect(picture(trs)).toEqual(['r0c0 r0c1 r0c2', 'r0c0 . .', 'r0c0 r1c1 r1c2', 'r2c0 r2c1 r2c2']);
    const after = ok(applyTableOp(merged, 'addRow', 0, 0)); // after the tall cell's last row
    expect(picture(after)).toEqual(['r0c0 r0c1 r0c2', 'r0c0 r1c1 r1c2', '. . .', 'r2c0 r2c1 r2c2']);
  });

  it('adds a column after the clicked cell in every row', () => {
    const trs = ok(applyTableOp(grid3(), 'addColumn', 1, 0));
    expect(picture(trs)).toEqual(['r0c0 . r0c1 r0c2', 'r1c0 . r1c1 r1c2', 'r2c0 . r2c1 r2c2']);
  });

  it('stretches a wide cell that spans the new column instead of cutting it', () => {
    const merged = ok(applyTableOp(grid3(), 'mergeRight', 0, 0));
    const trs = ok(applyTableOp(merged, 'addColumn', 1, 0));
    expect(picture(trs)).toEqual(['r0c0 r0c0 r0c0 r0c2', 'r1c0 . r1c1 r1c2', 'r2c0 . r2c1 r2c2']);
  });

  it('merges right and keeps the absorbed cell content', () => {
    const trs = ok(applyTableOp(grid3(), 'mergeRight', 0, 0));
    expect(trs[0].tds).toHaveLength(2);
    expect(trs[0].tds[0]).toMatchObject({ colspan: 2, rowspan: 1 });
    expect(trs[0].tds[0].list.map((n) => n.key)).toEqual(['r0c0', 'r0c1']);
    expect(keysOf(trs)).toEqual(keysOf(grid3()));
  });

  it('refuses to merge right on the last column', () => {
    expect(applyTableOp(grid3(), 'mergeRight', 0, 2)).toEqual({ ok: false, error: '当前是最后一列，无法向右合并' });
    const wide = ok(applyTableOp(grid3(), 'mergeRight', 1, 1)); // r1c1 spans to the last column
    expect(applyTableOp(wide, 'mergeRight', 1, 1)).toEqual({ ok: false, error: D.lastColumnNoMergeRight });
  });

  it('refuses to merge right when the row spans differ', () => {
    const tall = ok(applyTableOp(grid3(), 'mergeDown', 0, 1)); // r0c1 spans rows 0-1
    expect(applyTableOp(tall, 'mergeRight', 0, 0)).toEqual({ ok: false, error: '当前表格无法向右合并' });
  });

  it('merges down and keeps the absorbed cell content', () => {
    const trs = ok(applyTableOp(grid3(), 'mergeDown', 0, 2));
    expect(trs[0].tds[2]).toMatchObject({ rowspan: 2, colspan: 1 });
    expect(trs[0].tds[2].list.map((n) => n.key)).toEqual(['r0c2', 'r1c2']);
    expect(trs[1].tds).toHaveLength(2);
    expect(picture(trs)).toEqual(['r0c0 r0c1 r0c2', 'r1c0 r1c1 r0c2', 'r2c0 r2c1 r2c2']);
    expect(keysOf(trs)).toEqual(keysOf(grid3()));
  });

  it('merges down after earlier merges using grid positions, not td indexes', () => {
    const wide = ok(applyTableOp(grid3(), 'mergeRight', 1, 0)); // row 1: [r1c0 r1c1] r1c2
    const trs = ok(applyTableOp(wide, 'mergeDown', 0, 2)); // r0c2 over r1c2 (td index 1 in row 1)
    expect(picture(trs)).toEqual(['r0c0 r0c1 r0c2', 'r1c0 r1c0 r0c2', 'r2c0 r2c1 r2c2']);
    expect(keysOf(trs)).toEqual(keysOf(grid3()));
  });

  it('refuses to merge down on the last row', () => {
    expect(applyTableOp(grid3(), 'mergeDown', 2, 0)).toEqual({ ok: false, error: '当前是最后一行，无法向下合并' });
    const tall = ok(applyTableOp(grid3(), 'mergeDown', 1, 0));
    expect(applyTableOp(tall, 'mergeDown', 1, 0)).toEqual({ ok: false, error: D.lastRowNoMergeDown });
  });

  it('refuses to merge down when the column spans differ', () => {
    const wide = ok(applyTableOp(grid3(), 'mergeRight', 1, 0));
    expect(applyTableOp(wide, 'mergeDown', 0, 0)).toEqual({ ok: false, error: '当前表格无法向下合并' });
    expect(applyTableOp(wide, 'mergeDown', 0, 1)).toEqual({ ok: false, error: '当前表格无法向下合并' });
  });

  it('splits a merged cell back into 1×1 cells, content stays in the top-left cell', () => {
    let block = ok(applyTableOp(grid3(), 'mergeRight', 0, 0));
    block = ok(applyTableOp(block, 'mergeRight', 1, 0));
    block = ok(applyTableOp(block, 'mergeDown', 0, 0));
    expect(picture(block)).toEqual(['r0c0 r0c0 r0c2', 'r0c0 r0c0 r1c2', 'r2c0 r2c1 r2c2']);
    const split = ok(applyTableOp(block, 'split', 0, 0));
    expect(picture(split)).toEqual(['r0c0 . r0c2', '. . r1c2', 'r2c0 r2c1 r2c2']);
    expect(split[0].tds[0].list.map((n) => n.key)).toEqual(['r0c0', 'r0c1', 'r1c0', 'r1c1']);
    expect(keysOf(split)).toEqual(keysOf(grid3()));
  });

  it('refuses to split a 1×1 cell', () => {
    expect(applyTableOp(grid3(), 'split', 0, 0)).toEqual({ ok: false, error: D.cannotSplit });
  });

  it('deletes a row; a tall cell starting in it shrinks and keeps its content', () => {
    const tall = ok(applyTableOp(grid3(), 'mergeDown', 0, 0));
    const trs = ok(applyTableOp(tall, 'deleteRow', 0, 1));
    expect(picture(trs)).toEqual(['r0c0 r1c1 r1c2', 'r2c0 r2c1 r2c2']);
    expect(trs[0].tds[0].list.map((n) => n.key)).toEqual(['r0c0', 'r1c0']);
  });

  it('deletes a row crossed by a tall cell from above', () => {
    const tall = ok(applyTableOp(grid3(), 'mergeDown', 0, 0));
    const trs = ok(applyTableOp(tall, 'deleteRow', 1, 0));
    expect(picture(trs)).toEqual(['r0c0 r0c1 r0c2', 'r2c0 r2c1 r2c2']);
  });

  it('deletes a column; a wide cell shrinks and keeps its content', () => {
    const wide = ok(applyTableOp(grid3(), 'mergeRight', 0, 1));
    const trs = ok(applyTableOp(wide, 'deleteColumn', 1, 2));
    expect(picture(trs)).toEqual(['r0c0 r0c1', 'r1c0 r1c1', 'r2c0 r2c1']);
    expect(trs[0].tds[1].list.map((n) => n.key)).toEqual(['r0c1', 'r0c2']);
  });

  it('refuses to delete the only row or column', () => {
    const one = [row(td(['a']), td(['b']))];
    expect(applyTableOp(one, 'deleteRow', 0, 0)).toEqual({ ok: false, error: D.onlyOneRow });
    const col = [row(td(['a'])), row(td(['b']))];
    expect(applyTableOp(col, 'deleteColumn', 0, 0)).toEqual({ ok: false, error: D.onlyOneColumn });
  });

  it('reads old ragged tables (absorbed cells removed, fully covered row empty)', () => {
    // like sample 01: a 2×2 cell, a fully covered empty row, then a short row
    const ragged = [row(td(['a'], 2, 2)), row(), row(td(['b'])), row(td(['c'], 2))];
    expect(picture(ragged)).toEqual(['a a', 'a a', 'b ?', 'c c']);
    const trs = ok(applyTableOp(ragged, 'addRow', 0, 0));
    expect(picture(trs)).toEqual(['a a', 'a a', '. .', 'b .', 'c c']);
    expect(trs[1].tds).toEqual([]);
    expect(ok(applyTableOp(ragged, 'mergeRight', 2, 0))[2].tds[0].colspan).toBe(2);
  });

  it('never mutates its input and keeps unknown row and cell keys', () => {
    const input = grid3();
    input[0].tds[0].style = 'x';
    (input[1] as TableRow).height = 40;
    const before = JSON.stringify(input);
    const trs = ok(applyTableOp(input, 'mergeRight', 0, 0));
    expect(JSON.stringify(input)).toBe(before);
    expect(trs[0].tds[0].style).toBe('x');
    expect(trs[1].height).toBe(40);
  });

  it('counts the controls inside a table', () => {
    expect(countTableNodes(grid3())).toBe(9);
  });
});
