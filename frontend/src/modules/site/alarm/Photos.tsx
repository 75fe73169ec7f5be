/** Photos of an alarm: thumbnails of uploaded files (signed preview links) and an upload control whose
 * value is the list of uploaded file ids (what the alarm API takes). */
import { PlusOutlined } from '@ant-design/icons';
import { Flex, Image, Spin, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { uploadFile } from '@/api/modules/file';
import { useFeedback } from '@/shared/components/useFeedback';
import { useFileUrl } from '@/shared/components/useFileUrl';
import type { ControlProps } from '@/shared/crud';
import { T } from './texts';

const MAX_PHOTOS = 9;
const SIZE = 72;

function Thumb({ id }: { id: string }) {
  const url = useFileUrl(id);
  if (!url) return <Flex align="center" justify="center" style={{ width: SIZE, height: SIZE, background: '#f5f5f5' }}><Spin size="small" /></Flex>;
  return <Image src={url} width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

export function PhotoList({ ids }: { ids: string[] | null | undefined }) {
  if (!ids?.length) return <span>-</span>;
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>{ids.map((id) => <Thumb key={id} id={id} />)}</Flex>
    </Image.PreviewGroup>
  );
}

export function PhotoUpload({ value, onChange, disabled }: Pick<ControlProps, 'value' | 'onChange' | 'disabled'>) {
  const ids: string[] = Array.isArray(value) ? (value as string[]) : [];
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const res = await uploadFile(file, file.name);
      if (res.success && res.data) onChange?.([...ids, String(res.data)]);
      else void message.error(res.message || T.uploadFailed);
    } catch (e) {
      void message.error(errorMessage(e, T.uploadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} wrap data-testid="alarm-photos">
      {ids.map((id) => (
        <div key={id} style={{ position: 'relative' }}>
          <Thumb id={id} />
          {!disabled && (
            <a style={{ position: 'absolute', top: -6, right: -6, fontSize: 12 }}
              onClick={() => onChange?.(ids.filter((x) => x !== id))}>✕</a>
          )}
        </div>
      ))}
      {!disabled && ids.length < MAX_PHOTOS && (
        <Upload accept=".jpg,.jpeg,.png" showUploadList={false} disabled={busy}
          beforeUpload={(file) => { void send(file); return false; }}>
          <Flex vertical align="center" justify="center"
            style={{ width: SIZE, height: SIZE, border: '1px dashed #d9d9d9', borderRadius: 4, cursor: 'pointer' }}>
            {busy ? <Spin size="small" /> : <PlusOutlined />}
            <span style={{ fontSize: 12 }}>{T.upload}</span>
          </Flex>
        </Upload>
      )}
    </Flex>
  );
}

/** The upload as a CrudPage form control. */
export function PhotoControl(props: ControlProps) {
  return <PhotoUpload value={props.value} onChange={props.onChange} disabled={props.disabled} />;
}
