import { readStored, uploadHeaders } from './formEnv';
import { KEYS, storage } from '@/shared/utils/storage';

describe('readStored', () => {
  const row = { id: '1', name: '检查表', code: 'check', remark: null };

  it('reads the stored design text of any k-form-design era', () => {
    const text = JSON.stringify({ list: [{ type: 'input', name: '旧标签', key: 'input_1', model: 'input_1', options: {} }], config: {} });
    const { design, readable } = readStored({ ...row, design: text });
    expect(readable).toBe(true);
    expect(design.list[0].type).toBe('input');
  });

  it('gives an empty design for no text, and flags text it cannot read', () => {
    expect(readStored({ ...row, design: null })).toMatchObject({ readable: true, design: { list: [] } });
    expect(readStored({ ...row, design: '{oops' })).toMatchObject({ readable: false, design: { list: [] } });
  });
});

describe('uploadHeaders', () => {
  afterEach(() => storage.remove(KEYS.ACCESS_TOKEN));

  it('carries the current token', () => {
    expect(uploadHeaders()).toEqual({});
    storage.set(KEYS.ACCESS_TOKEN, 'abc');
    expect(uploadHeaders()).toEqual({ Authorization: 'Bearer abc' });
  });
});
