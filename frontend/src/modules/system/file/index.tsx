import { Typography } from 'antd';
import { downloadFileInfo, isImage, type SysFileInfo } from '@/api/modules/file';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { FilePreview } from './FilePreview';
import { T } from './texts';
import { UploadButton } from './UploadButton';

/**
 * 文件管理: uploaded files, newest first; search by name, suffix, location and bucket; upload; a detail
 * drawer that shows images and the metadata of other files; download; delete (the stored object too).
 */
export const fileDef: ResourceDef<SysFileInfo> = {
  name: 'sysFileInfo',
  title: T.title,
  api: { add: false, edit: false, detail: true },
  detail: true,
  columns: [
    { key: 'fileOriginName', title: T.originName, inSearch: true, ellipsis: true, width: 220 },
    { key: 'fileSizeKb', title: T.size, width: 100, sorter: true, get: (row) => row.fileSizeInfo },
    { key: 'fileSuffix', title: T.suffix, inSearch: true, width: 90 },
    { key: 'fileLocation', title: T.location, type: 'dict', dictCode: 'file_storage_location', numeric: true, inSearch: true, width: 100 },
    { key: 'fileBucket', title: T.bucket, inSearch: true, width: 130, ellipsis: true },
    { key: 'createUserName', title: T.uploader, width: 110 },
    { key: 'createTime', title: T.uploadTime, width: 170, sorter: true },
    { key: 'fileObjectName', title: T.objectName, inTable: false, inDetail: true },
    {
      key: 'preview', title: T.preview, inTable: false, inSearch: false, inDetail: true, wide: true,
      render: (_v, row) => (isImage(row)
        ? <FilePreview id={row.id} name={row.fileOriginName} />
        : <Typography.Text type="secondary">{T.noPreview}</Typography.Text>),
    },
  ],
  rowActions: [
    {
      key: 'download',
      text: T.download,
      perm: 'sysFileInfo:download',
      // A failed download rejects: the row-action runner shows the server's message.
      run: async (row) => {
        await downloadFileInfo(row);
        return { success: true, code: 200, message: T.downloadStarted, data: null };
      },
      successText: T.downloadStarted,
    },
  ],
  toolbarExtra: (ctx) => <UploadButton ctx={ctx} />,
};

export default function FilePage() {
  return <CrudPage def={fileDef} />;
}
