import { getLoginUser } from '@/api/modules/auth';
import { useSession } from '@/app/session';

/** Reloads the signed-in user from the server into the session (header avatar, name, preferences). */
export async function refreshUser(): Promise<void> {
  try {
    const res = await getLoginUser();
    if (res.success && res.data) useSession.getState().setUser(res.data);
  } catch {
    // The page keeps its current data; the next navigation reloads the user anyway.
  }
}
