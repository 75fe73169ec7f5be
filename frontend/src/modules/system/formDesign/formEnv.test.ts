import { DEFAULT_CONFIG, type FormDesign, type FormNode } from '@/form-designer';
import { readStored, uploadHeaders, withConsoleUploads } from './formEnv';
import { KEYS, storage } from '@/shared/utils/storage';

const upload = (key: string, options: Record<string, unknown>): FormNode => ({ type: 'uploadImg', label: '现场照片', key, model: key, options });

describe('withConsoleUploads', () => {
  it('sends files in the `file` field when the control posts to the console', () => {
    const design: FormDesign = {
      list: [
        upload('a', { action: 'http://cdn.kcz66.com/upload-img.txt', fileName: 'image' }),
        upload('b', { action: '', fileName: 'image' }),
        upload('c', { action: 'https://oss.example.com/put', fileName: 'image' }),
        { type: 'batch', label: '明细', key: 'd', model: 'd', options: {}, list: [upload('e', { fileName: 'image' })] },
      ],
      config: DEFAULT_CONFIG,
    };
    const out = withConsoleUploads(design);
    const names = (n: FormNode) => n.options.fileName;
    expect(names(out.list[0])).toBe('file');
    expect(names(out.list[1])).toBe('file');
    expect(names(out.list[2])).toBe('image');
    expect(names(out.list[3].list![0])).toBe('file');
  });

  it('keeps the design when nothing changes', () => {
    const design: FormDesign = { list: [{ type: 'input', label: '姓名', key: 'n', model: 'n', options: {} }], config: DEFAULT_CONFIG };
    expect(withConsoleUploads(design)).toBe(design);
  });
});

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
