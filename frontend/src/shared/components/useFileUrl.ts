import { previewUrl } from '@/api/modules/account';

/** The address of an uploaded file (e.g. the avatar), or null when there is none. */
export function useFileUrl(fileId: string | null | undefined): string | null {
  return fileId ? previewUrl(fileId) : null;
}
