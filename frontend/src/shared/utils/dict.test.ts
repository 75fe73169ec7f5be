import { KEYS, storage } from './storage';
import { DICT_MISSING, DICT_NEED_LOGIN, dictOptions, dictTypeData } from './dict';

const tree = [
  { id: '1', pid: '0', code: 'sex', name: '性别', children: [
    { code: '1', name: '男' }, { code: '2', name: '女' }, { code: '3', name: '未知' },
  ] },
  { id: '2', pid: '0', code: 'empty_type', name: '空', children: [] },
];

afterEach(() => window.localStorage.clear());

describe('dictTypeData', () => {
  it('asks to log in again when no tree is cached', () => {
    expect(dictTypeData('sex', 1)).toBe(DICT_NEED_LOGIN);
    expect(DICT_NEED_LOGIN).toBe('需重新登录');
  });
  it('finds the label by value, number or string', () => {
    storage.set(KEYS.DICT_TYPE_TREE_DATA, tree);
    expect(dictTypeData('sex', 1)).toBe('男');
    expect(dictTypeData('sex', '2')).toBe('女');
  });
  it('says 无此字典 for an unknown type, an empty type or an unknown value', () => {
    storage.set(KEYS.DICT_TYPE_TREE_DATA, tree);
    expect(DICT_MISSING).toBe('无此字典');
    expect(dictTypeData('nope', 1)).toBe(DICT_MISSING);
    expect(dictTypeData('empty_type', 1)).toBe(DICT_MISSING);
    expect(dictTypeData('sex', 9)).toBe(DICT_MISSING);
    expect(dictTypeData('sex', null)).toBe(DICT_MISSING);
  });
});

describe('dictOptions', () => {
  it('lists the entries as options', () => {
    storage.set(KEYS.DICT_TYPE_TREE_DATA, tree);
    expect(dictOptions('sex')).toEqual([
      { value: '1', label: '男' }, { value: '2', label: '女' }, { value: '3', label: '未知' },
    ]);
    expect(dictOptions('nope')).toEqual([]);
  });
  it('is empty without a cached tree', () => {
    expect(dictOptions('sex')).toEqual([]);
  });
});
