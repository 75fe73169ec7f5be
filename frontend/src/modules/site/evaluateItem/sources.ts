/** The project's evaluate items for the pickers of 考核 and 问卷评价 (cached; 评价项 refreshes them). */
import { useQuery } from '@tanstack/react-query';
import { getEvaluateItems, type EvaluateItem } from '@/api/modules/manageTool';
import { unwrap } from '@/api/modules/result';
import type { Option, OptionSource } from '@/shared/crud';

export const EVALUATE_ITEMS_KEY = ['siteEvaluateItem', 'list'] as const;
const ENABLED = 0;

const loadItems = async () => unwrap(getEvaluateItems());

/** A disabled item stays selectable only where it was chosen before (it shows, greyed). */
export function itemOptions(items: EvaluateItem[], label: (i: EvaluateItem) => string): Option[] {
  return items.map((i) => ({ value: i.id, label: label(i), disabled: i.status !== ENABLED }));
}

export const itemLabel = (i: { name: string; maxScore: number }) => `${i.name}（${i.maxScore}分）`;

export const itemSource: OptionSource<Option> = {
  queryKey: [...EVALUATE_ITEMS_KEY, 'options'],
  load: async () => itemOptions(await loadItems(), itemLabel),
};

export function useEvaluateItems(): EvaluateItem[] {
  return useQuery({ queryKey: [...EVALUATE_ITEMS_KEY, 'rows'], queryFn: loadItems }).data ?? [];
}
