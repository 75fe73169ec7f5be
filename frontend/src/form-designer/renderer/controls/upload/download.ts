import { safeUrl } from '@/shared/utils/urls';
import type { RenderEnv } from '../../../registry/types';
import type { UploadRecord } from '../../../schema/values';
import { requestHeaders } from './uploadUtils';

function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  saveHref(href, name);
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function saveHref(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Downloads an uploaded file the way the node says: "a" (a link with download), "ajax" (GET as a blob
 * with the node's headers and, from the host's own addresses only, the host's; saved only on HTTP 200)
 * or "dynamic" (dynamicData[dynamicFun](file)). A file whose url is not http(s) or relative is not
 * opened. Returns false when the download could not be done.
 */
export async function downloadRecord(record: UploadRecord, options: Record<string, unknown>, env: RenderEnv): Promise<boolean> {
  const way = options.downloadWay ?? 'a';
  if (way === 'dynamic') {
    const fn = env.dynamicData[String(options.dynamicFun ?? '')];
    if (typeof fn !== 'function') return false;
    (fn as (file: UploadRecord) => void)(record);
    return true;
  }
  const url = safeUrl(record.url);
  if (!url) return false;
  if (way === 'ajax') {
    try {
      const res = await fetch(url, { method: 'GET', headers: requestHeaders(options, env, url, 'download') });
      if (res.status !== 200) return false;
      saveBlob(await res.blob(), record.name);
      return true;
    } catch {
      return false;
    }
  }
  saveHref(url, record.name);
  return true;
}
