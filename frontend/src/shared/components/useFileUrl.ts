import { useQuery } from '@tanstack/react-query';
import { fetchPreviewUrl } from '@/api/modules/account';

/** A signed link lives 10 to 15 minutes: ask again well before, so a picture shown later still loads. */
export const FILE_URL_REFRESH_MS = 5 * 60 * 1000;

/** The address of an uploaded picture (e.g. the avatar), or null when there is none or it may not be shown. */
export function useFileUrl(fileId: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: ['sysFileInfo', 'previewUrl', fileId ?? ''],
    queryFn: () => fetchPreviewUrl(fileId as string),
    enabled: Boolean(fileId),
    staleTime: FILE_URL_REFRESH_MS,
    refetchInterval: FILE_URL_REFRESH_MS,
    retry: false,
  });
  return fileId && query.data ? query.data : null;
}
