/** Option sources of 安全检查 and 检查任务 (cached by react-query under their keys). */
import { unwrap } from '@/api/modules/result';
import { getEnterpriseList } from '@/api/modules/project';
import { getCheckJobList, getHazardTree, getMemberOptions } from '@/api/modules/siteInspection';
import { toTreeOptions, withTopRoot } from '@/modules/system/shared/sources';
import type { Option, OptionSource, TreeOption } from '@/shared/crud';

export const HAZARD_TREE_KEY = ['siteHazardCategory', 'tree'] as const;

/** The project's members (checkers, responsible people): `姓名（项目角色）`. */
export const memberSource: OptionSource<Option> = {
  queryKey: ['project', 'memberList', 'options'],
  load: async () =>
    (await unwrap(getMemberOptions())).map((m) => ({ value: m.userId, label: m.projectRole ? `${m.name}（${m.projectRole}）` : m.name })),
};

export const hazardSource: OptionSource<TreeOption> = {
  queryKey: HAZARD_TREE_KEY,
  load: async () => toTreeOptions(await unwrap(getHazardTree())),
};

export const hazardParentSource: OptionSource<TreeOption> = {
  queryKey: [...HAZARD_TREE_KEY, 'withTop'],
  load: async () => withTopRoot(toTreeOptions(await unwrap(getHazardTree()))),
};

export const enterpriseListSource: OptionSource<Option> = {
  queryKey: ['projectEnterprise', 'list', 'options'],
  load: async () => (await unwrap(getEnterpriseList())).map((e) => ({ value: e.id, label: e.name })),
};

export const checkJobSource: OptionSource<Option> = {
  queryKey: ['siteCheckJob', 'list', 'options'],
  load: async () => (await unwrap(getCheckJobList())).map((j) => ({ value: j.id, label: j.name })),
};
