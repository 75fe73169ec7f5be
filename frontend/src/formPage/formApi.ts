/**
 * The three requests of the standalone form page, with fetch (no axios, no console shell): the stored
 * design, the submit, and the bearer token the console keeps in local storage.
 */
import { KEYS, storage } from '@/shared/utils/storage';
import { API_PATH } from '@/shared/utils/urls';

export const API = API_PATH;

export interface Envelope<T> {
  code: number;
  success: boolean;
  message: string;
  data: T;
}

export interface StoredForm {
  id: string;
  name: string;
  design: string | null;
}

export class NotSignedIn extends Error {}

/** Token missing, malformed, wrong or expired; no login user. */
const SIGNED_OUT = new Set([1011004, 1011005, 1011006, 1011008, 1011009]);

export const token = (): string | null => storage.get<string>(KEYS.ACCESS_TOKEN);

export function authHeaders(): Record<string, string> {
  const t = token();
  return t ? { Authorization: `Bearer ${t}` } : {};
}

async function call<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(`${API}${path}`, { ...init, headers: { ...authHeaders(), ...(init.headers ?? {}) } });
  if (res.status === 401) throw new NotSignedIn('not signed in');
  let body: Envelope<T>;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  if (SIGNED_OUT.has(body.code)) throw new NotSignedIn(body.message);
  return body;
}

export async function loadForm(id: string): Promise<StoredForm> {
  const body = await call<StoredForm>(`/formDesign/detail?id=${encodeURIComponent(id)}`);
  if (!body.success) throw new Error(body.message);
  return body.data;
}

export const submitForm = (id: string, values: Record<string, unknown>) =>
  call<unknown>('/formDesign/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, values }),
  });

export const UPLOAD_PROPS = {
  uploadAction: `${API}/sysFileInfo/upload`,
  uploadHeaders: authHeaders,
  /** A signed link to an uploaded picture (an <img> sends no token). */
  fileUrl: async (id: string) => {
    const body = await call<string>(`/sysFileInfo/previewUrl?id=${encodeURIComponent(id)}`);
    if (!body.success) throw new Error(body.message);
    return body.data;
  },
} as const;
