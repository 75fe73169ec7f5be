import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { uploadFace, type SitePerson } from '@/api/modules/site';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { FacePhoto } from './FacePhoto';
import { T } from './texts';

const ACCEPT = '.jpg,.jpeg,.png';

/** 照片 of one person: the current photo and an upload that replaces it. */
export function faceModal(upload: 'person' | 'teamPerson') {
  const view = upload === 'person' ? 'person' : 'worker';
  return function FaceModal({ row, open, onClose, onDone }: ActionModalProps<SitePerson>) {
    const { message } = useFeedback();
    const canUpload = usePerm(`${upload}:picture`);
    const [busy, setBusy] = useState(false);
    const [stamp, setStamp] = useState(0);
    const [hasFace, setHasFace] = useState(row.hasFace);
    const send = async (file: File) => {
      setBusy(true);
      try {
        const res = await uploadFace(upload, row.id, file);
        if (!res.success) {
          void message.error(res.message);
          return;
        }
        void message.success(T.faceOk);
        setHasFace(true);
        setStamp((s) => s + 1);
      } catch (e) {
        void message.error(errorMessage(e));
      } finally {
        setBusy(false);
      }
    };
    return (
      <Modal title={T.faceTitle(row.name)} open={open} footer={null} width={420}
        onCancel={() => (stamp > 0 ? onDone() : onClose())}>
        <Flex vertical align="center" gap={16} style={{ marginTop: 16 }}>
          <FacePhoto resource={view} id={row.id} hasFace={hasFace} size={220} stamp={stamp} />
          {canUpload && (
            <Upload accept={ACCEPT} showUploadList={false} maxCount={1}
              beforeUpload={(file) => { void send(file); return false; }}>
              <Button type="primary" icon={<UploadOutlined />} loading={busy}>{hasFace ? T.faceReplace : T.faceUpload}</Button>
            </Upload>
          )}
          <Alert type="info" showIcon title={T.faceHint} />
        </Flex>
      </Modal>
    );
  };
}
