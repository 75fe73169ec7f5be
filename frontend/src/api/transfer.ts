/**
 * File transfers of the CRUD screens: exports (GET as a blob, with the server's file name and a JSON
 * error envelope detected) and imports (multipart upload), both reporting progress.
 */
import type { AxiosProgressEvent } from 'axios';
import { axiosInstance } from './http';
import { ApiError } from './modules/result';
import type { Envelope } from './types';

/** Progress in percent, or null while the total size is unknown. */
export type ProgressFn = (percent: number | null) => void;

const percentOf = (e: AxiosProgressEvent): number | null =>
  e.total ? Math.min(100, Math.round((e.loaded / e.total) * 100)) : null;

/** The file name of a Content-Disposition header (`filename*=UTF-8''...` preferred over `filename=`). */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const raw = star[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = raw.includes("''") ? raw.slice(raw.indexOf("''") + 2) : raw;
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = (plain[2] ?? plain[1]).trim();
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The text of a blob (FileReader where Blob#text is missing, as in jsdom). */
function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function envelopeOf(blob: Blob): Promise<Envelope<unknown> | null> {
  try {
    const parsed = JSON.parse(await readText(blob)) as Envelope<unknown>;
    return parsed && typeof parsed === 'object' && 'success' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** GETs a file; a JSON envelope instead of a file (no permission, bad filter) rejects with ApiError. */
export async function downloadFile(url: string, params?: object, onProgress?: ProgressFn): Promise<DownloadedFile> {
  const res = await axiosInstance.get<Blob>(url, {
    params,
    responseType: 'blob',
    timeout: 0,
    onDownloadProgress: onProgress ? (e) => onProgress(percentOf(e)) : undefined,
  });
  const type = String(res.headers['content-type'] ?? '');
  const blob = res.data;
  if (type.includes('application/json')) {
    const env = await envelopeOf(blob);
    if (env && !env.success) throw new ApiError(env.code, env.message);
  }
  return { blob, filename: filenameFromDisposition(res.headers['content-disposition'] as string | undefined) };
}

/** Offers a blob to the user as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** POSTs one file as multipart `file`; resolves the envelope (success or the server's error report). */
export async function uploadFile<T = unknown>(url: string, file: File | Blob, onProgress?: ProgressFn, field = 'file'): Promise<Envelope<T>> {
  const form = new FormData();
  form.append(field, file);
  const res = await axiosInstance.post<Envelope<T>>(url, form, {
    timeout: 0,
    onUploadProgress: onProgress ? (e) => onProgress(percentOf(e)) : undefined,
  });
  return res.data;
}
