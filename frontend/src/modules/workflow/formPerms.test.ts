import { describe, expect, it } from 'vitest';
import type { FormDesign, FormNode } from '@/form-designer';
import { applyFieldPerms, formFields, permOf, writableValues } from './formPerms';

const input = (model: string, label: string): FormNode => ({ type: 'input', label, key: `input_${model}`, model, options: {} });
const design: FormDesign = {
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' },
  list: [
    input('days', '天数'),
    { type: 'grid', label: '栅格', key: 'grid_1', options: {}, columns: [{ span: 12, list: [input('reason', '事由'), input('type', '类型')] }] },
    { type: 'divider', label: '分割线', key: 'divider_1', options: {} },
  ],
};

const models = (d: FormDesign) => formFields(d).map((f) => f.key);

describe('field permissions applied to a form', () => {
  it('lists the fields of the design, nested ones included, without layout nodes', () => {
    expect(formFields(design)).toEqual([
      { key: 'days', label: '天数' },
      { key: 'reason', label: '事由' },
      { key: 'type', label: '类型' },
    ]);
    expect(formFields(null)).toEqual([]);
  });

  it('hides hidden fields, disables read fields, leaves write fields editable', () => {
    const out = applyFieldPerms(design, { days: 'read', reason: 'hidden', type: 'write' }, 'read');
    expect(models(out)).toEqual(['days', 'type']);
    const byModel = new Map(formFields(out).map((f) => [f.key, f]));
    expect(byModel.size).toBe(2);
    const days = out.list[0];
    expect(days.options.disabled).toBe(true);
    const type = (out.list[1].columns as { list: FormNode[] }[])[0].list[0];
    expect(type.model).toBe('type');
    expect(type.options.disabled).toBeUndefined();
    // the stored design is not touched
    expect(design.list[0].options.disabled).toBeUndefined();
  });

  it('a field the node does not name is writable at the start and read-only at an approval node', () => {
    expect(applyFieldPerms(design, {}, 'write')).toBe(design);
    expect(permOf({}, 'x', 'write')).toBe('write');
    expect(permOf({ days: 'write' }, 'reason', 'read')).toBe('read');
    const approval = applyFieldPerms(design, { type: 'write' }, 'read');
    expect(approval.list[0].options.disabled).toBe(true);
    expect((approval.list[1].columns as { list: FormNode[] }[])[0].list[1].options.disabled).toBeUndefined();
  });

  it('read-only mode disables every field', () => {
    const out = applyFieldPerms(design, { reason: 'write' }, 'write', true);
    expect(out.list[0].options.disabled).toBe(true);
    expect(models(out)).toEqual(['days', 'reason', 'type']);
  });

  it('sends back only writable values (forged read or hidden values never leave the browser)', () => {
    expect(writableValues({ days: 9, reason: 'x', type: '年假' }, { days: 'read', reason: 'hidden', type: 'write' }, 'read')).toEqual({ type: '年假' });
    expect(writableValues({ days: 2 }, {}, 'write')).toEqual({ days: 2 });
    expect(writableValues({ days: 2 }, {}, 'read')).toEqual({});
  });
});
