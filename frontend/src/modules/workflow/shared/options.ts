/** Option sources shared by the workflow screens (cached by react-query). */
import { wfApi } from '@/api/modules/workflow';
import type { Option, OptionSource } from '@/shared/crud';

export const categorySource: OptionSource<Option> = {
  queryKey: ['flwCategory', 'options'],
  load: async () => (await wfApi.categoryList()).map((c) => ({ value: c.id, label: c.name })),
};

export const formSource: OptionSource<Option> = {
  queryKey: ['flwForm', 'options'],
  load: async () => (await wfApi.formList()).rows.map((f) => ({ value: f.id, label: f.name })),
};
