import type { RenderEnv } from '../../../registry/types';
import { parseJsonObject } from '../../../schema/values';
import { ownApiPath, safeUrl } from '@/shared/utils/urls';
import { str } from '../util';

/** k-form-design's demo endpoints: designs saved with them mean "no real action configured". */
const DEMO_ACTIONS = /^https?:\/\/cdn\.kcz66\.com\//;

/** The node's own upload address: set, http(s) or relative, and not a k-form demo URL. */
function ownAction(options: Record<string, unknown>): string | undefined {
  const own = str(options.action).trim();
  return own && !DEMO_ACTIONS.test(own) ? safeUrl(own) : undefined;
}

/** The node's own address when it has a usable one, else the console's default upload URL. */
export function resolveAction(options: Record<string, unknown>, env: RenderEnv): string {
  return ownAction(options) ?? env.uploadAction ?? safeUrl(str(options.action).trim()) ?? '';
}

/**
 * The multipart field of the file: the host's (`uploadFieldName`, default `file`, what /sysFileInfo/upload
 * reads) when the file goes to the host's upload address, else the node's `fileName` (k-form-design's
 * defaults: `image` for pictures, `file` otherwise).
 */
export function resolveFieldName(options: Record<string, unknown>, env: RenderEnv, kind: 'img' | 'file'): string {
  if (env.uploadAction && !ownAction(options)) return env.uploadFieldName || 'file';
  return str(options.fileName).trim() || (kind === 'img' ? 'image' : 'file');
}

/**
 * The host's headers (the sign-in token) for a request to `url`, or none: a design names its own
 * addresses, so they go only to the host's own ones — an upload to the host's upload address, a
 * download from one of its `/api/` addresses (same origin). Any other address, another site's above
 * all, gets the file or the request without them.
 */
export function hostHeaders(env: RenderEnv, url: string, purpose: 'upload' | 'download'): Record<string, string> {
  const path = ownApiPath(url);
  const own = path !== null && (purpose === 'download' || path === ownApiPath(env.uploadAction));
  return own ? (env.uploadHeaders?.() ?? {}) : {};
}

/** The headers of an upload to or a download from `url`: the host's (see hostHeaders) and the node's own. */
export function requestHeaders(
  options: Record<string, unknown>,
  env: RenderEnv,
  url: string,
  purpose: 'upload' | 'download',
): Record<string, string> {
  const own = options.headers && typeof options.headers === 'object' ? (options.headers as Record<string, unknown>) : {};
  const out: Record<string, string> = { ...hostHeaders(env, url, purpose) };
  for (const [k, v] of Object.entries(own)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** Extra multipart fields from the `data` option (invalid JSON → {}). */
export function uploadData(options: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parseJsonObject(options.data))) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

export interface UploadOutcome {
  ok: boolean;
  fileId?: string;
  url?: string;
}

/**
 * Accepts both response contracts: k-form-design's `{code: 0, data: {fileId, url}}` and the console's
 * envelope `{success: true, data: "<fileId>"}` (or data `{fileId|id, url}`). `url` is the response's own;
 * `resolveUploadUrl` asks the host for one when the response carries only the id.
 */
export function parseUploadResponse(response: unknown): UploadOutcome {
  if (!response || typeof response !== 'object') return { ok: false };
  const r = response as Record<string, unknown>;
  const ok = r.code === 0 || r.code === '0' || r.success === true;
  if (!ok) return { ok: false };
  const data = r.data;
  if (typeof data === 'string' || typeof data === 'number') return { ok: true, fileId: String(data), url: '' };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const id = d.fileId ?? d.id;
    const fileId = id === undefined || id === null ? undefined : String(id);
    return { ok: true, fileId, url: typeof d.url === 'string' ? d.url : '' };
  }
  return { ok: true, url: '' };
}

/** The outcome's URL, else the host's for its file id ('' when neither is known or the host fails). */
export async function resolveUploadUrl(outcome: UploadOutcome, env: Pick<RenderEnv, 'fileUrl'>): Promise<string> {
  if (outcome.url) return outcome.url;
  if (!outcome.fileId || !env.fileUrl) return '';
  try {
    return await env.fileUrl(outcome.fileId);
  } catch {
    return '';
  }
}

export const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'];
