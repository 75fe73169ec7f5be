import { Image, Spin } from 'antd';
import { useFileUrl } from '@/shared/components/useFileUrl';

/** A stored picture in the detail drawer, through a signed link the server hands out. */
export function FilePreview({ id, name }: { id: string; name: string }) {
  const url = useFileUrl(id);
  if (!url) return <Spin size="small" />;
  return <Image src={url} alt={name} style={{ maxWidth: '100%', maxHeight: 360 }} />;
}
