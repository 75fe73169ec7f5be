import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { uploadFile } from '@/api/modules/file';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import type { CrudContext } from '@/shared/crud';
import { T } from './texts';

/** 上传文件: one file at a time; the server checks type and size and answers in Chinese. */
export function UploadButton({ ctx }: { ctx: CrudContext }) {
  const allowed = usePerm('sysFileInfo:upload');
  const fb = useFeedback();
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const send = async (file: File) => {
    setBusy(true);
    try {
      const res = await uploadFile(file, file.name);
      if (res.success) {
        void fb.message.success(T.uploaded(file.name));
        ctx.changed();
      } else {
        void fb.message.error(T.uploadFailed(res.message));
      }
    } catch (e) {
      void fb.message.error(T.uploadFailed(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="file-upload">
        {T.upload}
      </Button>
    </Upload>
  );
}
