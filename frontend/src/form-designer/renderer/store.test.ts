import type { FormNode } from '../schema/types';
import { FormStore } from './store';

const REQ = [{ required: true, message: '必填项' }];
const batch: FormNode = {
  type: 'batch',
  label: '明细',
  key: 'batch_1',
  model: 'rows',
  options: {},
  list: [
    { type: 'input', label: '名称', key: 'c_name', model: 'name', options: {}, rules: REQ },
    { type: 'input', label: '备注', key: 'c_note', model: 'note', options: {}, rules: REQ },
  ],
};
const field: FormNode = { type: 'input', label: '标题', key: 'f_title', model: 'title', options: { defaultValue: '' }, rules: REQ };

describe('FormStore', () => {
  it('publishes value changes on the field topic only', () => {
    const store = new FormStore([field, batch]);
    const seen: string[] = [];
    store.subscribe('v:title', () => seen.push('title'));
    store.subscribe('v:rows', () => seen.push('rows'));
    store.setValue('title', 'x');
    expect(seen).toEqual(['title']);
    expect(store.getValue('title')).toBe('x');
  });

  it('checks a field on change', () => {
    const store = new FormStore([field]);
    store.setValue('title', 'x');
    expect(store.getError('title')).toBeUndefined();
    store.setValue('title', '');
    expect(store.getError('title')).toBe('必填项');
  });

  it('a new empty batch row shows no errors until its cells are edited', () => {
    const store = new FormStore([batch]);
    store.setValue('rows', [{ key: 1, name: '', note: '' }]);
    expect(store.getError('rows.0.name')).toBeUndefined();
    store.setValue('rows', [{ key: 1, name: 'a', note: '' }]);
    expect(store.getError('rows.0.name')).toBeUndefined();
    store.setValue('rows', [{ key: 1, name: '', note: '' }]);
    expect(store.getError('rows.0.name')).toBe('必填项');
    expect(store.getError('rows.0.note')).toBeUndefined();
  });

  it('after a failed validateAll, fixing a cell clears only its error', () => {
    const store = new FormStore([batch]);
    store.setValue('rows', [{ key: 1, name: '', note: '' }]);
    const before = store.getErrorVersion('rows');
    expect(store.validateAll().errors.map((e) => e.field)).toEqual(['rows.0.name', 'rows.0.note']);
    expect(store.getErrorVersion('rows')).toBeGreaterThan(before);
    store.setValue('rows', [{ key: 1, name: 'ok', note: '' }]);
    expect(store.getError('rows.0.name')).toBeUndefined();
    expect(store.getError('rows.0.note')).toBe('必填项');
  });

  it('reset restores defaults and clears errors; setData parses upload strings', () => {
    const up: FormNode = { type: 'uploadFile', label: '附件', key: 'u', model: 'files', options: { defaultValue: '[]' } };
    const store = new FormStore([field, up]);
    expect(store.getValue('files')).toEqual([]);
    store.setData({ files: '[{"uid":"1","name":"a","status":"done","url":"/a","type":"file"}]', title: 't' });
    expect((store.getValue('files') as unknown[]).length).toBe(1);
    store.validateAll();
    store.reset();
    expect(store.getValue('title')).toBe('');
    expect(store.getError('title')).toBeUndefined();
  });

  it('setOptions replaces nodes immutably and recomputes states', () => {
    const store = new FormStore([field, batch]);
    const list = store.getList();
    store.setOptions(['title', 'note'], 'hidden', true);
    expect(store.getList()).not.toBe(list);
    expect(store.getState('f_title').hidden).toBe(true);
    expect(store.getList()[1].list?.[1].options.hidden).toBe(true);
    expect(store.validateAll().errors).toEqual([]);
  });
});
