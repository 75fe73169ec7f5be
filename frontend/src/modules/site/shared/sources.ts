/** Option sources of the people screens (cached by react-query under their keys). */
import { unwrap } from '@/api/modules/result';
import { getEnterprises, getTeamList, searchWorkers } from '@/api/modules/site';
import type { Option, OptionSource, TreeOption } from '@/shared/crud';

export const TEAM_LIST_KEY = ['team', 'list'] as const;

export const enterpriseSource: OptionSource<Option> = {
  queryKey: ['team', 'enterprises'],
  load: async () => (await unwrap(getEnterprises())).map((e) => ({ value: e.id, label: e.name })),
};

export const teamSource: OptionSource<Option> = {
  queryKey: TEAM_LIST_KEY,
  load: async () => (await unwrap(getTeamList())).map((t) => ({ value: t.id, label: t.name })),
};

/** The project's teams as the sidebar of 班组人员 (`钢筋一班（12人）`). */
export const teamTreeSource: OptionSource<TreeOption> = {
  queryKey: [...TEAM_LIST_KEY, 'sidebar'],
  load: async () =>
    (await unwrap(getTeamList())).map((t) => ({ id: t.id, value: t.id, title: `${t.name}（${t.memberCount}人）` })),
};

/** Workers whose name starts with what was typed: `姓名（证件尾号）`, for the driver forms. */
export async function workerOptions(name: string): Promise<Option[]> {
  const page = await unwrap(searchWorkers(name));
  return page.rows.map((w) => ({ value: w.id, label: `${w.name}（${w.idNo.slice(-4)}）` }));
}
