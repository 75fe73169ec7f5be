/** Option sources of the 代码生成 form and column editor (cached by react-query under their keys). */
import { getTableList, type TableInfo } from '@/api/modules/codeGenerate';
import type { SysDatabaseInfo } from '@/api/modules/databaseInfo';
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { getMenuTree } from '@/api/modules/sys';
import type { DictNode } from '@/api/types';
import type { Option, OptionSource, TreeOption } from '@/shared/crud';
import { KEYS, storage } from '@/shared/utils/storage';
import { MENU_TREE_KEY, toTreeOptions, withTopRoot } from '../shared/sources';

/** The console's own database: the default data source. */
export const OWN_DATABASE_ID = '0';

export const databaseSource: OptionSource<Option> = {
  queryKey: ['sysDatabaseInfo', 'list'],
  load: async () => (await unwrap(http.get<SysDatabaseInfo[]>('/sysDatabaseInfo/list')))
    .map((d) => ({ value: String(d.id), label: d.name })),
};

/** The tables of the form's data source. */
export const tableSource: OptionSource<TableInfo> = {
  queryKey: ['codeGenerate', 'InformationList'],
  deps: ['databaseId'],
  load: async ({ databaseId }) => unwrap(getTableList(String(databaseId ?? OWN_DATABASE_ID))),
};

/** Directories and menus of the form's application under 顶级 (where the generated menu goes). */
export const menuPidSource: OptionSource<TreeOption> = {
  queryKey: [...MENU_TREE_KEY, 'codeGenerate'],
  deps: ['appCode'],
  load: async ({ appCode }) =>
    withTopRoot(toTreeOptions(await unwrap(getMenuTree(typeof appCode === 'string' ? appCode : undefined)))),
};

/** The dictionary types (code and name) of the cached dictionary tree, for the column editor's 字典. */
export function dictTypeOptions(tree: readonly Pick<DictNode, 'code' | 'name'>[] | null = storage.get<DictNode[]>(KEYS.DICT_TYPE_TREE_DATA)): Option[] {
  return (Array.isArray(tree) ? tree : []).map((t) => ({ value: t.code, label: `${t.name}（${t.code}）` }));
}
