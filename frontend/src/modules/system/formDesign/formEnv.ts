/**
 * What the form library needs from the console: the upload endpoint with the bearer token, file URLs,
 * and a stored design read into the canonical form. Imported only by the lazily loaded dialogs.
 */
import { useQuery } from '@tanstack/react-query';
import { BASE_URL } from '@/api/http';
import { fetchPreviewUrl } from '@/api/modules/account';
import { formDesignDetail, type FormDesignDetail } from '@/api/modules/formDesign';
import { emptyDesign, importDesign, type FormDesign } from '@/form-designer';
import { KEYS, storage } from '@/shared/utils/storage';

export const UPLOAD_ACTION = `${BASE_URL}/sysFileInfo/upload`;

/** Read per request, so a token refreshed while the form is open is used. */
export function uploadHeaders(): Record<string, string> {
  const token = storage.get<string>(KEYS.ACCESS_TOKEN);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A signed link to an uploaded picture (asked of the server: an <img> sends no token). */
export const fileUrl = fetchPreviewUrl;

/** The renderer props that connect uploads to the console's file service (files go in its `file` field,
 * the renderer's default for the host's upload address). */
export const UPLOAD_PROPS = { uploadAction: UPLOAD_ACTION, uploadHeaders, fileUrl } as const;

export interface StoredDesign {
  detail: FormDesignDetail;
  design: FormDesign;
  /** False when the stored text could not be read (the design is then empty). */
  readable: boolean;
}

/** Reads the design text of a stored form; an empty or unreadable text gives an empty design. */
export function readStored(detail: FormDesignDetail): StoredDesign {
  if (!detail.design) return { detail, design: emptyDesign(), readable: true };
  try {
    return { detail, design: importDesign(detail.design), readable: true };
  } catch {
    return { detail, design: emptyDesign(), readable: false };
  }
}

export const detailKey = (id: string) => ['formDesign', 'detail', id] as const;

/** The stored form (always fetched afresh: someone may have saved it a moment ago). */
export function useStoredDesign(id: string | undefined) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: async () => readStored(await formDesignDetail(id as string)),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}
