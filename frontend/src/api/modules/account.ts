import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type UpdateInfoParams = Schema<'UpdateInfoBody'>;

export interface NotificationPrefs {
  accountPassword: boolean;
  systemMessage: boolean;
  todoTask: boolean;
}

export interface PreferencesParams {
  layout?: Record<string, unknown>;
  notification?: NotificationPrefs;
}

export const updateInfo = (body: UpdateInfoParams) => http.post<null>('/sysUser/updateInfo', body);

/** Changes the caller's own password (`id` may be left out: it is always the caller's). */
export const updatePwd = (body: { id?: string; password: string; newPassword: string }) =>
  http.post<null>('/sysUser/updatePwd', body);

export const updateAvatar = (body: { id: string; avatar: string }) => http.post<null>('/sysUser/updateAvatar', body);

/** Uploads one file; data is the new file id. */
export function uploadFile(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return http.upload<string>('/sysFileInfo/upload', form);
}

/**
 * A short-lived signed address of an uploaded picture the caller may see, usable as an <img> source
 * (an <img> sends no token; same origin, so canvases may read it). Rejects when the server refuses.
 */
export async function fetchPreviewUrl(id: string): Promise<string> {
  const res = await http.get<string>('/sysFileInfo/previewUrl', { id }, { silent: true });
  if (!res.success) throw new Error(res.message);
  return res.data;
}

export const updatePreferences = (body: PreferencesParams) => http.post<null>('/sysUser/updatePreferences', body);

export const bindPhone = (body: { phone: string; code: string }) => http.post<null>('/sysUser/bindPhone', body);
