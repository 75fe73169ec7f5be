import { downloadFile, saveBlob } from '@/api/transfer';
import type { Schema } from '@/api/schema';

export { fetchPreviewUrl, uploadFile } from './account';

/** An uploaded file (Snowy's SysFileInfo, plus the uploader's name). */
export type SysFileInfo = Schema<'FileInfoOut'>;

export const IMAGE_SUFFIXES: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

export const isImage = (file: Pick<SysFileInfo, 'fileSuffix'>) => IMAGE_SUFFIXES.has(file.fileSuffix.toLowerCase());

/** Downloads a stored file under its original name. */
export async function downloadFileInfo(file: Pick<SysFileInfo, 'id' | 'fileOriginName'>): Promise<void> {
  const { blob, filename } = await downloadFile('/sysFileInfo/download', { id: file.id });
  saveBlob(blob, filename ?? file.fileOriginName);
}
