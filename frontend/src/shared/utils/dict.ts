import type { DictNode } from '@/api/types';
import { KEYS, storage } from './storage';

/** Shown instead of a label when no dictionary is cached (the cache is filled at login). */
export const DICT_NEED_LOGIN = '需重新登录';
/** Shown when the dictionary type or the value is unknown. */
export const DICT_MISSING = '无此字典';

export interface DictOption {
  value: string;
  label: string;
}

type DictTree = Pick<DictNode, 'code' | 'name'> & { children?: { code: string; name: string }[] | null };

function cachedTree(): DictTree[] | null {
  const tree = storage.get<DictTree[]>(KEYS.DICT_TYPE_TREE_DATA);
  return Array.isArray(tree) ? tree : null;
}

function itemsOf(tree: DictTree[], code: string): { code: string; name: string }[] {
  return tree.find((type) => type.code === code)?.children ?? [];
}

/** The label of `value` in dictionary type `code`, read from the cached dictionary tree. */
export function dictTypeData(code: string, value: string | number | null | undefined): string {
  const tree = cachedTree();
  if (!tree) return DICT_NEED_LOGIN;
  const items = itemsOf(tree, code);
  if (items.length === 0 || value === null || value === undefined) return DICT_MISSING;
  return items.find((item) => item.code === String(value))?.name ?? DICT_MISSING;
}

/** All entries of dictionary type `code` as select/radio options (empty when unknown or not cached). */
export function dictOptions(code: string): DictOption[] {
  const tree = cachedTree();
  if (!tree) return [];
  return itemsOf(tree, code).map((item) => ({ value: item.code, label: item.name }));
}
