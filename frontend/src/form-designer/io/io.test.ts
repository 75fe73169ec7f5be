import { exportDesign, importDesign, ImportError } from '.';
import { findNode, walkNodes } from '../schema/tree';
import { layoutTable } from '../schema/table';
import type { FormNode } from '../schema/types';

const files = import.meta.glob<string>('../__fixtures__/kform-samples/*.json', { eager: true, query: '?raw', import: 'default' });
const samples = Object.entries(files).map(([path, text]) => ({ name: path.split('/').pop() as string, text }));

type Json = Record<string, any>;

/** What the importer is documented to change (io/normalize.ts), written independently of it. */
function documentedChanges(raw: Json): Json {
  const copy: Json = JSON.parse(JSON.stringify(raw));
  const visit = (list: Json[]) => {
    for (const node of list) {
      if (!node.options) node.options = {};
      if (node.type === 'input') {
        for (const [field, target] of [
          ['prefix', 'addonBefore'],
          ['suffix', 'addonAfter'],
        ]) {
          if (!(field in node)) continue;
          if (node[field] && !node.options[target]) node.options[target] = node[field];
          else if (!(target in node.options)) node.options[target] = node[field] ?? '';
          delete node[field];
        }
      }
      if (node.options.showLabel === 'false') node.options.showLabel = false;
      if (node.options.showLabel === 'true') node.options.showLabel = true;
      if (Array.isArray(node.list)) visit(node.list);
      for (const col of node.columns ?? []) visit(col.list ?? []);
      for (const tr of node.trs ?? []) {
        tr.tds = (tr.tds ?? []).filter((td: Json) => td.colspan !== 0 && td.rowspan !== 0);
        for (const td of tr.tds) visit(td.list ?? []);
      }
    }
  };
  visit(copy.list);
  return copy;
}

describe('import/export of the saved k-form-design samples', () => {
  it('has the samples', () => {
    expect(samples.length).toBeGreaterThanOrEqual(14);
  });

  for (const { name, text } of samples) {
    it(`${name}: import then export keeps the design (only documented changes)`, () => {
      const raw = JSON.parse(text);
      const exported = JSON.parse(exportDesign(importDesign(text)));
      expect(exported).toEqual(documentedChanges(raw));
    });

    it(`${name}: a second round trip changes nothing`, () => {
      const once = importDesign(text);
      expect(importDesign(exportDesign(once))).toEqual(once);
      expect(importDesign(JSON.parse(exportDesign(once)))).toEqual(once);
    });
  }

  it('keeps forked keys and unknown control types (Hangar-Form)', () => {
    const design = importDesign(samples.find((s) => s.name.startsWith('16-'))!.text);
    expect(design.frame).toBe('ant');
    expect(design.version).toBe('1.0.0');
    const types: string[] = [];
    walkNodes(design.list, (n) => void types.push(n.type));
    expect(types).toContain('dateRange');
    expect(types).toContain('hUpload');
    expect(types).toContain('tabs');
  });

  it('moves record-level prefix/suffix of inputs into addonBefore/addonAfter', () => {
    const design = importDesign({
      list: [{ type: 'input', label: 'a', key: 'input_1', model: 'a', prefix: '¥', suffix: '元', options: {} }],
      config: {},
    });
    const node = design.list[0];
    expect(node.options.addonBefore).toBe('¥');
    expect(node.options.addonAfter).toBe('元');
    expect('prefix' in node).toBe(false);
  });

  it('reads `name` as the caption of pre-3.0.7 designs', () => {
    const design = importDesign({ list: [{ type: 'input', name: '姓名', key: 'input_1', model: 'n', options: {} }], config: {} });
    expect(design.list[0].label).toBe('姓名');
    expect(JSON.parse(exportDesign(design)).list[0]).toMatchObject({ label: '姓名' });
  });

  it('treats the string "false" of showLabel as false and fills a missing config', () => {
    const design = importDesign({ list: [{ type: 'editor', label: 'e', key: 'editor_1', model: 'e', options: { showLabel: 'false' } }] });
    expect(design.list[0].options.showLabel).toBe(false);
    expect(design.config).toMatchObject({ layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false });
  });

  it('keeps responsive labelCol/wrapperCol objects', () => {
    const config = { layout: 'horizontal', labelCol: { xs: 4, sm: 4, md: 4, lg: 4, xl: 4, xxl: 4 }, wrapperCol: { xs: 18 }, hideRequiredMark: false, customStyle: '' };
    expect(importDesign({ list: [], config }).config).toEqual(config);
  });

  it('reads old ragged tables and new 0-span placeholder tables into the same layout', () => {
    const cell = (colspan: number, rowspan: number, list: FormNode[] = []) => ({ colspan, rowspan, list });
    const input = (key: string): FormNode => ({ type: 'input', label: key, key, model: key, options: {} });
    const oldFormat = {
      list: [{ type: 'table', label: 't', key: 'table_1', options: {}, trs: [{ tds: [cell(3, 1, [input('a')])] }, { tds: [cell(1, 2, [input('b')]), cell(2, 1)] }, { tds: [cell(2, 1)] }] }],
      config: {},
    };
    const newFormat = {
      list: [
        {
          type: 'table',
          label: 't',
          key: 'table_1',
          options: {},
          trs: [
            { tds: [cell(3, 1, [input('a')]), cell(0, 1), cell(0, 1)] },
            { tds: [cell(1, 2, [input('b')]), cell(2, 1), cell(0, 1)] },
            { tds: [cell(1, 0), cell(2, 1), cell(0, 1)] },
          ],
        },
      ],
      config: {},
    };
    const a = importDesign(oldFormat);
    const b = importDesign(newFormat);
    expect(b.list).toEqual(a.list);
    const layout = layoutTable(a.list[0].trs!);
    expect(layout.cols).toBe(3);
    expect(layout.grid).toEqual([
      [0, 0, 0],
      [1, 2, 2],
      [1, 3, 3],
    ]);
    expect(findNode(b.list, 'b')).toBeDefined();
  });

  it('keeps unknown keys on nodes, options, cells and config through a round trip', () => {
    const raw = {
      list: [{ type: 'mystery', label: 'm', key: 'mystery_1', class: 'x', options: { weird: [1, 2] }, events: [{ name: 'click' }] }],
      config: { layout: 'vertical', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '', enablePrint: true },
      extra: { a: 1 },
    };
    expect(JSON.parse(exportDesign(importDesign(raw)))).toEqual(raw);
  });

  it('exports with tab indentation, or compact on request', () => {
    const design = importDesign({ list: [], config: {} });
    expect(exportDesign(design)).toContain('\n\t"config"');
    expect(exportDesign(design, { compact: true })).not.toContain('\n');
  });
});

describe('invalid imports', () => {
  const bad: [string, unknown][] = [
    ['text that is not JSON', '{"list": ['],
    ['JSON without list', '{"config": {}}'],
    ['list that is not an array', { list: {}, config: {} }],
    ['a control without a type', { list: [{ label: 'x', options: {} }], config: {} }],
    ['a nested control without a type', { list: [{ type: 'card', label: 'c', key: 'card_1', options: {}, list: [{ label: 'x' }] }] }],
    ['a grid whose columns are not an array', { list: [{ type: 'grid', label: 'g', key: 'grid_1', options: {}, columns: 'x' }] }],
    ['a number', '42'],
    ['null', 'null'],
  ];
  for (const [what, input] of bad) {
    it(`rejects ${what} with 导入失败，数据格式不对`, () => {
      expect(() => importDesign(input as string)).toThrow(ImportError);
      expect(() => importDesign(input as string)).toThrow('导入失败，数据格式不对');
    });
  }
});
