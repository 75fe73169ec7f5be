import type { FormNode, Linkage, LinkageCondition } from '../schema/types';
import { computeStates, linkageFields, linkageOf, nodeState, testCondition } from './linkage';

const values: Record<string, unknown> = { s: '2', n: 5, arr: ['1', '3'], empty: '', none: null, list: [], up: '[]', b: true };
const look = (f: string) => values[f];
const t = (field: string, op: LinkageCondition['op'], value?: unknown) => testCondition({ field, op, value }, look);

describe('conditions', () => {
  it('eq / ne compare scalars as text and arrays element-wise', () => {
    expect(t('s', 'eq', '2')).toBe(true);
    expect(t('s', 'eq', 2)).toBe(true);
    expect(t('n', 'eq', '5')).toBe(true);
    expect(t('b', 'eq', true)).toBe(true);
    expect(t('arr', 'eq', ['1', '3'])).toBe(true);
    expect(t('arr', 'eq', ['3', '1'])).toBe(false);
    expect(t('s', 'ne', '3')).toBe(true);
    expect(t('missing', 'eq', '')).toBe(true);
  });

  it('in / notIn, with array fields matching on any element', () => {
    expect(t('s', 'in', ['1', '2'])).toBe(true);
    expect(t('s', 'in', ['3'])).toBe(false);
    expect(t('arr', 'in', ['3', '9'])).toBe(true);
    expect(t('arr', 'notIn', ['7'])).toBe(true);
    expect(t('s', 'in', '2')).toBe(true);
  });

  it('empty / notEmpty', () => {
    for (const f of ['empty', 'none', 'list', 'up', 'missing']) expect(t(f, 'empty')).toBe(true);
    for (const f of ['s', 'n', 'arr', 'b']) expect(t(f, 'notEmpty')).toBe(true);
  });

  it('gt / lt are numeric and never match non-numbers', () => {
    expect(t('n', 'gt', 3)).toBe(true);
    expect(t('n', 'gt', '5')).toBe(false);
    expect(t('n', 'lt', '10')).toBe(true);
    expect(t('s', 'lt', 3)).toBe(true);
    expect(t('empty', 'lt', 3)).toBe(false);
    expect(t('arr', 'gt', 0)).toBe(false);
  });
});

describe('rules', () => {
  const state = (linkage: Linkage[], extra: Record<string, unknown> = {}) => nodeState({ linkage, ...extra }, look);

  it('show = visible only while the condition holds; hide = hidden while it holds', () => {
    expect(state([{ action: 'show', when: { field: 's', op: 'eq', value: '2' } }]).hidden).toBe(false);
    expect(state([{ action: 'show', when: { field: 's', op: 'eq', value: '1' } }]).hidden).toBe(true);
    expect(state([{ action: 'hide', when: { field: 's', op: 'eq', value: '2' } }]).hidden).toBe(true);
    expect(state([{ action: 'hide', when: { field: 's', op: 'eq', value: '1' } }]).hidden).toBe(false);
  });

  it('disable / enable', () => {
    expect(state([{ action: 'disable', when: { field: 'n', op: 'gt', value: 1 } }]).disabled).toBe(true);
    expect(state([{ action: 'enable', when: { field: 'n', op: 'gt', value: 10 } }]).disabled).toBe(true);
    expect(state([{ action: 'enable', when: { field: 'n', op: 'gt', value: 1 } }]).disabled).toBe(false);
  });

  it('all conditions by default, any with match "any"', () => {
    const when: LinkageCondition[] = [
      { field: 's', op: 'eq', value: '2' },
      { field: 'n', op: 'gt', value: 10 },
    ];
    expect(state([{ action: 'hide', when }]).hidden).toBe(false);
    expect(state([{ action: 'hide', when, match: 'any' }]).hidden).toBe(true);
  });

  it('static hidden/disabled win over linkage', () => {
    expect(state([{ action: 'show', when: { field: 's', op: 'eq', value: '2' } }], { hidden: true }).hidden).toBe(true);
    expect(state([{ action: 'enable', when: { field: 's', op: 'eq', value: '2' } }], { disabled: true }).disabled).toBe(true);
  });

  it('ignores malformed rules', () => {
    const rules = [
      { action: 'explode', when: { field: 's', op: 'eq' } },
      { action: 'hide', when: { field: 's', op: 'like' } },
      { action: 'hide' },
      null,
      { action: 'hide', when: [{ field: 's', op: 'eq', value: '2' }, 'x'] },
      { action: 'hide', when: { field: 's', op: 'eq', value: '2' } },
    ];
    expect(linkageOf({ linkage: rules })).toHaveLength(1);
    expect(linkageOf({ linkage: 'nope' })).toEqual([]);
    expect(linkageFields({ linkage: rules })).toEqual(['s']);
  });
});

describe('computeStates', () => {
  const input = (model: string, linkage?: Linkage[]): FormNode => ({ type: 'input', label: model, key: `k_${model}`, model, options: linkage ? { linkage } : {} });

  it('hides the descendants of a hidden container and disables those of a disabled one', () => {
    const list: FormNode[] = [
      input('flag'),
      {
        type: 'grid',
        label: 'g',
        key: 'grid',
        options: { linkage: [{ action: 'hide', when: { field: 'flag', op: 'eq', value: 'x' } }] },
        columns: [{ span: 24, list: [input('inner')] }],
      },
      { type: 'card', label: 'c', key: 'card', options: { disabled: true }, list: [input('boxed')] },
    ];
    const states = computeStates(list, { flag: 'x' });
    expect(states.get('k_inner')).toEqual({ hidden: true, disabled: false });
    expect(states.get('k_boxed')).toEqual({ hidden: false, disabled: true });
    expect(computeStates(list, { flag: 'y' }).get('k_inner')?.hidden).toBe(false);
  });

  it('settles chains: a field that reads a hidden field sees it as empty', () => {
    const list = [
      input('a'),
      input('b', [{ action: 'show', when: { field: 'a', op: 'eq', value: 'on' } }]),
      input('c', [{ action: 'show', when: { field: 'b', op: 'notEmpty' } }]),
    ];
    const off = computeStates(list, { a: 'off', b: 'kept', c: '' });
    expect(off.get('k_b')?.hidden).toBe(true);
    expect(off.get('k_c')?.hidden).toBe(true);
    const on = computeStates(list, { a: 'on', b: 'kept', c: '' });
    expect(on.get('k_c')?.hidden).toBe(false);
  });

  it('uses a row scope lookup when given one', () => {
    const list = [input('other', [{ action: 'show', when: { field: 'kind', op: 'eq', value: '3' } }])];
    const row = { kind: '3' };
    const states = computeStates(list, row, { lookup: (f) => (f in row ? row[f as 'kind'] : undefined) });
    expect(states.get('k_other')?.hidden).toBe(false);
  });
});
