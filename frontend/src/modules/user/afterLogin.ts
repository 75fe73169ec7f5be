import { getDictTree } from '@/api/modules/auth';
import { KEYS, storage, TOKEN_TTL_MS } from '@/shared/utils/storage';

export const DEFAULT_TARGET = '/welcome';

/**
 * Keeps the token (7 days) and caches the dictionary tree; a dictionary failure does not block sign-in
 * (a user who must change the password first gets the tree after the change).
 */
export async function completeLogin(token: string): Promise<void> {
  storage.set(KEYS.ACCESS_TOKEN, token, TOKEN_TTL_MS);
  try {
    const res = await getDictTree(true);
    if (res.success) storage.set(KEYS.DICT_TYPE_TREE_DATA, res.data);
  } catch {
    // The guard will reload what it needs; labels show 需重新登录 until then.
  }
}

/** The `redirect` query when it is a path of this site (never another origin), else the console page. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_TARGET;
  if (raw === '/' || raw.startsWith('/user/')) return DEFAULT_TARGET;
  return raw;
}
