/**
 * What the form library needs from the console: the upload endpoint with the bearer token, file URLs,
 * and a stored design read into the canonical form. Imported only by the lazily loaded dialogs.
 */
import { useQuery } from '@tanstack/react-query';
import { BASE_URL } from '@/api/http';
import { previewUrl } from '@/api/modules/account';
import { formDesignDetail, type FormDesignDetail } from '@/api/modules/formDesign';
import { emptyDesign, importDesign, mapNodes, type FormDesign } from '@/form-designer';
import { KEYS, storage } from '@/shared/utils/storage';

export const UPLOAD_ACTION = `${BASE_URL}/sysFileInfo/upload`;

/** Read per request, so a token refreshed while the form is open is used. */
export function uploadHeaders(): Record<string, string> {
  const token = storage.get<string>(KEYS.ACCESS_TOKEN);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const fileUrl = previewUrl;

/** The renderer props that connect uploads to the console's file service. */
export const UPLOAD_PROPS = { uploadAction: UPLOAD_ACTION, uploadHeaders, fileUrl } as const;

/** k-form-design's demo addresses: the renderer replaces them (and an empty one) with UPLOAD_ACTION. */
const DEMO_ACTION = /^https?:\/\/cdn\.kcz66\.com\//;
const UPLOAD_TYPES = new Set(['uploadFile', 'uploadImg']);

/**
 * Upload controls that will post to the console's file service send the file in its `file` field
 * (k-form-design's defaults are `file` and `image`). Controls with an address of their own keep
 * their field name.
 */
export function withConsoleUploads(design: FormDesign): FormDesign {
  const list = mapNodes(design.list, (node) => {
    if (!UPLOAD_TYPES.has(node.type)) return node;
    const action = typeof node.options?.action === 'string' ? node.options.action.trim() : '';
    if ((action && !DEMO_ACTION.test(action)) || node.options?.fileName === 'file') return node;
    return { ...node, options: { ...node.options, fileName: 'file' } };
  });
  return list === design.list ? design : { ...design, list };
}

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
