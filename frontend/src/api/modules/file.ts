import { downloadFile, saveBlob } from '@/api/transfer';

export { fetchPreviewUrl, uploadFile } from './account';

/** An uploaded file (Snowy's SysFileInfo, plus the uploader's name). */
export interface SysFileInfo {
  id: string;
  /** dict file_storage_location: 3 minio (S3-compatible), 4 本地 */
  fileLocation: number;
  fileBucket: string;
  fileOriginName: string;
  fileSuffix: string;
  fileSizeKb: number;
  fileSizeInfo: string;
  fileObjectName: string;
  filePath: string | null;
  createTime: string | null;
  createUser: string | null;
  createUserName: string | null;
}

export const IMAGE_SUFFIXES: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

export const isImage = (file: Pick<SysFileInfo, 'fileSuffix'>) => IMAGE_SUFFIXES.has(file.fileSuffix.toLowerCase());

/** Downloads a stored file under its original name. */
export async function downloadFileInfo(file: Pick<SysFileInfo, 'id' | 'fileOriginName'>): Promise<void> {
  const { blob, filename } = await downloadFile('/sysFileInfo/download', { id: file.id });
  saveBlob(blob, filename ?? file.fileOriginName);
}
