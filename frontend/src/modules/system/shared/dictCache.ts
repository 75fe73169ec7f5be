import { getDictTree } from '@/api/modules/sys';
import { KEYS, storage } from '@/shared/utils/storage';

/** Reloads the cached dictionary tree so that dictionary labels everywhere show the latest values. */
export async function refreshDictCache(): Promise<void> {
  try {
    const res = await getDictTree();
    if (res.success) storage.set(KEYS.DICT_TYPE_TREE_DATA, res.data);
  } catch {
    // Labels keep the previous cache; the next sign-in reloads it.
  }
}
