import { RotateLeftOutlined, RotateRightOutlined, UploadOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { updateAvatar, uploadFile } from '@/api/modules/account';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from '../texts';
import { refreshUser } from '../refreshUser';
import { AvatarCropper, CROP_BOX, OUTPUT, renderCrop } from './AvatarCropper';
import { initialState, rotate, zoom, ZOOM_STEP } from './cropGeometry';
import type { CropState } from './cropGeometry';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, useImage } from './useImageFile';

interface Props {
  open: boolean;
  userId: string;
  /** Object URL of the current avatar, used as the starting picture. */
  currentUrl: string | null;
  onClose: () => void;
}

const toBlob = (canvas: HTMLCanvasElement) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/** 修改头像: choose a picture, move/zoom/rotate it in the crop box, save a 200 × 200 PNG as the avatar. */
export function AvatarModal({ open, userId, currentUrl, onClose }: Props) {
  const { message } = useFeedback();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const { image, failed } = useImage(fileUrl ?? currentUrl);
  const [state, setState] = useState<CropState | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (fileUrl) URL.revokeObjectURL(fileUrl);
  }, [fileUrl]);

  const crop = image && state ? state : image ? initialState(image.width, image.height, CROP_BOX) : null;
  const update = useCallback((next: CropState) => setState(next), []);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void message.error(T.avatar.notImage);
    if (file.size > MAX_IMAGE_BYTES) return void message.error(T.avatar.tooLarge);
    setState(null);
    setFileUrl(URL.createObjectURL(file));
  };

  const zoomBy = (factor: number) => image && crop && setState(zoom(crop, factor, image.width, image.height, CROP_BOX));
  const turn = (direction: 1 | -1) => crop && setState(rotate(crop, direction));

  const save = async () => {
    if (!image || !crop) return void message.warning(T.avatar.empty);
    const canvas = document.createElement('canvas');
    if (!renderCrop(canvas, image, crop, OUTPUT)) return void message.error(T.avatar.readFailed);
    setSaving(true);
    try {
      const blob = await toBlob(canvas);
      if (!blob) throw new Error(T.avatar.readFailed);
      const uploaded = await uploadFile(blob, 'avatar.png');
      if (!uploaded.success) return void message.error(uploaded.message);
      const res = await updateAvatar({ id: userId, avatar: String(uploaded.data) });
      if (!res.success) return void message.error(res.message);
      void message.success(T.avatar.success);
      await refreshUser();
      setFileUrl(null);
      setState(null);
      onClose();
    } catch (err) {
      void message.error(err instanceof Error && err.message ? err.message : T.networkError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={T.avatar.title} open={open} width={800} footer={null} mask={{ closable: false }} onCancel={onClose} destroyOnHidden>
      <AvatarCropper image={image} state={crop ?? { scale: 1, rotation: 0, x: 0, y: 0 }} onChange={update} />
      <Typography.Paragraph type={failed ? 'danger' : 'secondary'} style={{ textAlign: 'center', margin: '12px 0' }}>
        {failed ? T.avatar.readFailed : T.avatar.hint}
      </Typography.Paragraph>
      <Flex justify="space-between" wrap gap={12}>
        <Space wrap>
          <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={onFile} data-testid="avatar-file" />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>{T.avatar.choose}</Button>
          <Tooltip title={T.avatar.zoomIn}><Button icon={<ZoomInOutlined />} aria-label={T.avatar.zoomIn} disabled={!image} onClick={() => zoomBy(ZOOM_STEP)} /></Tooltip>
          <Tooltip title={T.avatar.zoomOut}><Button icon={<ZoomOutOutlined />} aria-label={T.avatar.zoomOut} disabled={!image} onClick={() => zoomBy(1 / ZOOM_STEP)} /></Tooltip>
          <Tooltip title={T.avatar.rotateLeft}><Button icon={<RotateLeftOutlined />} aria-label={T.avatar.rotateLeft} disabled={!image} onClick={() => turn(-1)} /></Tooltip>
          <Tooltip title={T.avatar.rotateRight}><Button icon={<RotateRightOutlined />} aria-label={T.avatar.rotateRight} disabled={!image} onClick={() => turn(1)} /></Tooltip>
        </Space>
        <Button type="primary" loading={saving} disabled={!image} onClick={save}>{T.avatar.save}</Button>
      </Flex>
    </Modal>
  );
}
