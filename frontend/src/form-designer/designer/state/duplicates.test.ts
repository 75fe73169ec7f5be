import { describe, expect, it } from 'vitest';
import type { FormNode } from '../../schema/types';
import { findDuplicates } from './duplicates';

const f = (key: string, model?: string, extra: Partial<FormNode> = {}): FormNode => ({
  type: 'input',
  label: key,
  key,
  model: model ?? key,
  options: {},
  ...extra,
});

describe('findDuplicates', () => {
  it('finds models used twice anywhere in the tree', () => {
    const list: FormNode[] = [
      f('a', 'name'),
      { type: 'card', label: '', key: 'card', options: {}, list: [f('b', 'name'), f('c', 'age')] },
      {
        type: 'grid',
        label: '',
        key: 'g',
        options: {},
        columns: [{ span: 12, list: [f('d', 'age')] }, { span: 12, list: [f('e', 'other')] }],
      },
      { type: 'table', label: '', key: 't', options: {}, trs: [{ tds: [{ colspan: 1, rowspan: 1, list: [f('x', 'name')] }] }] },
    ];
    const dup = findDuplicates(list);
    expect([...dup.models].sort()).toEqual(['age', 'name']);
    expect([...dup.keys].sort()).toEqual(['a', 'b', 'c', 'd', 'x']);
  });

  it('scopes batch columns to their batch', () => {
    const list: FormNode[] = [
      f('a', 'name'),
      f('batch', 'rows', { type: 'batch', list: [f('b', 'name'), f('c', 'qty'), f('d', 'qty')] }),
    ];
    const dup = findDuplicates(list);
    expect([...dup.models]).toEqual(['qty']);
    expect([...dup.keys].sort()).toEqual(['c', 'd']);
  });

  it('ignores nodes without a model', () => {
    const list: FormNode[] = [{ type: 'divider', label: '', key: 'x', options: {} }, { type: 'text', label: '', key: 'y', options: {}, model: '' }];
    expect(findDuplicates(list).models.size).toBe(0);
  });
});
