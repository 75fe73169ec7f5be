import type { RenderEnv } from '../../../registry/types';
import { hostHeaders, parseUploadResponse, resolveUploadUrl } from '../upload/uploadUtils';

/** At most this many images per insert (spec). */
export const MAX_IMAGES = 5;

function asDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function upload(file: File, env: RenderEnv, action: string): Promise<string | null> {
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetch(action, { method: 'POST', body, headers: hostHeaders(env, action, 'upload') });
    const outcome = parseUploadResponse(await res.json());
    const url = outcome.ok ? await resolveUploadUrl(outcome, env) : '';
    return url || null;
  } catch {
    return null;
  }
}

/** Image sources for the editor: uploaded to env.uploadAction when set, else embedded as data URLs. */
export async function readImages(files: File[], env: RenderEnv): Promise<{ urls: string[]; failed: boolean }> {
  const action = env.uploadAction;
  const results = await Promise.all(files.map((f) => (action ? upload(f, env, action) : asDataUrl(f).catch(() => null))));
  const urls = results.filter((u): u is string => typeof u === 'string');
  return { urls, failed: urls.length < results.length };
}
