import { allControls, findNode, getControl, locateNode, mapNodes, registerControl, walkNodes } from '.';
import { newKey, NO_MODEL_TYPES, type FormNode } from '../schema/types';
import { fieldNodes } from '../schema/tree';

describe('control registry', () => {
  it('registers the 25 baseline controls plus tabs and selectInputList, in palette order', () => {
    const types = allControls().map((d) => d.type);
    expect(types.slice(0, 10)).toEqual(['input', 'textarea', 'number', 'select', 'checkbox', 'radio', 'date', 'time', 'rate', 'slider']);
    for (const t of ['uploadFile', 'uploadImg', 'treeSelect', 'cascader', 'batch', 'editor', 'switch', 'button', 'alert', 'text', 'html', 'divider', 'card', 'grid', 'table', 'tabs', 'selectInputList'])
      expect(types).toContain(t);
    expect(types).toHaveLength(27);
  });

  it('creates nodes with the k-form-design 3.6 defaults', () => {
    const number = getControl('number')!.create();
    expect(number).toMatchObject({ type: 'number', label: '数字输入框', rules: [{ required: false, message: '必填项' }] });
    expect(number.options).toMatchObject({ defaultValue: 0, min: null, max: null, precision: null, step: 1, placeholder: '请输入' });
    expect(number.model).toBe(number.key);
    expect(number.key).toMatch(/^number_\d+$/);
    expect(getControl('uploadFile')!.create().options).toMatchObject({ defaultValue: '[]', limit: 3, data: '{}', fileName: 'file', downloadWay: 'a' });
    expect(getControl('uploadImg')!.create().options).toMatchObject({ fileName: 'image', listType: 'picture-card' });
    expect(getControl('treeSelect')!.create().options.dynamic).toBe(true);
    expect(getControl('grid')!.create().columns).toEqual([
      { span: 12, list: [] },
      { span: 12, list: [] },
    ]);
    expect(getControl('table')!.create().trs).toHaveLength(2);
    expect(getControl('editor')!.create().options).toMatchObject({ height: 300, chinesization: true, showLabel: false });
    expect(getControl('date')!.create().options).toMatchObject({ format: 'YYYY-MM-DD', rangePlaceholder: ['开始时间', '结束时间'] });
  });

  it('gives no model to the no-model types', () => {
    for (const def of allControls()) {
      const node = def.create();
      expect('model' in node).toBe(!NO_MODEL_TYPES.includes(def.type));
      expect(def.hasModel).toBe(!NO_MODEL_TYPES.includes(def.type));
    }
  });

  it('registers a new control with one call', () => {
    registerControl({
      type: 'probeX',
      label: '探针',
      icon: null,
      section: 'custom',
      wrap: 'label',
      hasModel: true,
      create: () => ({ type: 'probeX', label: '探针', key: newKey('probeX'), model: 'p', options: {} }),
      props: [],
      render: () => null,
    });
    expect(getControl('probeX')?.section).toBe('custom');
  });

  it('newKey is unique within the same millisecond', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newKey('input')));
    expect(keys.size).toBe(100);
  });
});

describe('tree helpers work through every container kind', () => {
  const leaf = (key: string): FormNode => ({ type: 'input', label: key, key, model: key, options: {} });
  const tree: FormNode[] = [
    { type: 'card', label: 'c', key: 'card', options: {}, list: [leaf('inCard')] },
    { type: 'grid', label: 'g', key: 'grid', options: {}, columns: [{ span: 12, list: [leaf('inGrid')] }, { span: 12, list: [] }] },
    { type: 'tabs', label: 't', key: 'tabs', options: {}, columns: [{ value: '1', label: 'a', list: [leaf('inTab')] }] },
    { type: 'table', label: 'tb', key: 'table', options: {}, trs: [{ tds: [{ colspan: 1, rowspan: 1, list: [leaf('inCell')] }] }] },
    { type: 'batch', label: 'b', key: 'batch', model: 'rows', options: {}, list: [leaf('inBatch')] },
  ];

  it('walkNodes visits all, in display order, and reports the batch', () => {
    const seen: string[] = [];
    const inBatch: string[] = [];
    walkNodes(tree, (n, ctx) => {
      seen.push(n.key);
      if (ctx.batch) inBatch.push(n.key);
    });
    expect(seen).toEqual(['card', 'inCard', 'grid', 'inGrid', 'tabs', 'inTab', 'table', 'inCell', 'batch', 'inBatch']);
    expect(inBatch).toEqual(['inBatch']);
  });

  it('findNode / locateNode find nested nodes', () => {
    expect(findNode(tree, 'inCell')?.key).toBe('inCell');
    const loc = locateNode(tree, 'inTab');
    expect(loc?.parent?.key).toBe('tabs');
    expect(loc?.index).toBe(0);
  });

  it('mapNodes replaces and removes immutably, keeping untouched subtrees', () => {
    const out = mapNodes(tree, (n) => (n.key === 'inGrid' ? null : n.key === 'inCell' ? { ...n, label: 'X' } : n));
    expect(findNode(out, 'inGrid')).toBeUndefined();
    expect(findNode(out, 'inCell')?.label).toBe('X');
    expect(out[0]).toBe(tree[0]);
    expect(out[1]).not.toBe(tree[1]);
    expect(findNode(tree, 'inGrid')).toBeDefined();
    expect(mapNodes(tree, (n) => n)).toBe(tree);
  });

  it('fieldNodes lists data fields (batch columns only on request)', () => {
    expect(fieldNodes(tree).map((n) => n.key)).toEqual(['inCard', 'inGrid', 'inTab', 'inCell', 'batch']);
    expect(fieldNodes(tree, { intoBatch: true }).map((n) => n.key)).toContain('inBatch');
  });
});
