import cases from '../__fixtures__/validation-cases.json';
import type { FormNode } from '../schema/types';
import { collectValues, validateValues } from './validate';

interface Case {
  name: string;
  design: { list: FormNode[] };
  values: Record<string, unknown>;
  valid: boolean;
  errors: { field: string; message: string }[];
}

describe('validation-cases.json (shared with the server validator)', () => {
  it('has at least 25 cases', () => {
    expect((cases as Case[]).length).toBeGreaterThanOrEqual(25);
  });

  for (const c of cases as Case[]) {
    it(c.name, () => {
      const result = validateValues(c.design, c.values);
      expect(result.errors).toEqual(c.errors);
      expect(result.valid).toBe(c.valid);
    });
  }
});

describe('collectValues', () => {
  const list = (cases as Case[]).find((c) => c.name.startsWith('linkage show: a field shown'))!.design.list;

  it('returns visible fields only', () => {
    expect(collectValues({ list }, { type: '1', reason: 'x' })).toEqual({ type: '1' });
    expect(collectValues({ list }, { type: '2', reason: 'x' })).toEqual({ type: '2', reason: 'x' });
  });

  it('returns uploads as arrays even when stored as JSON text', () => {
    const up: FormNode = { type: 'uploadFile', label: 'f', key: 'u', model: 'f', options: {} };
    expect(collectValues({ list: [up] }, { f: '[]' })).toEqual({ f: [] });
    expect(collectValues({ list: [up] }, { f: 'not json' })).toEqual({ f: [] });
  });

  it('applies option overrides (hide() at run time)', () => {
    const a: FormNode = { type: 'input', label: 'a', key: 'a', model: 'a', options: {}, rules: [{ required: true, message: '必填项' }] };
    const hidden = { options: (n: FormNode) => ({ ...n.options, hidden: true }) };
    expect(validateValues({ list: [a] }, { a: '' }, hidden).valid).toBe(true);
    expect(collectValues({ list: [a] }, { a: 'x' }, hidden)).toEqual({});
  });
});
