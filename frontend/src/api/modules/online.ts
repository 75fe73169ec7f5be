import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

/**
 * A live sign-in session (Snowy's SysOnlineUserResult, plus last access and whether it is the caller's).
 * The server never sends session ids (with the signing key one makes a token): `handle` names the
 * session for 强制下线 and for nothing else.
 */
export type OnlineUser = Schema<'OnlineUserOut'>;

/** Ends a session at once; its holder's next request answers 1011008 and returns them to sign-in. */
export const forceExist = (handle: string) => http.post<null>('/sysOnlineUser/forceExist', { handle });
