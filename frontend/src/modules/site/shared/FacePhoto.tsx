import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Tooltip } from 'antd';
import { useEffect, useMemo } from 'react';
import { fetchFace } from '@/api/modules/site';
import { T } from './texts';

export interface FacePhotoProps {
  resource: 'person' | 'worker';
  id: string;
  hasFace: boolean;
  size?: number;
  /** Changes after an upload, so the new photo is fetched. */
  stamp?: string | number | null;
}

/**
 * A person's face photo. It is fetched with the signed-in user's token (the server serves it only to
 * members of the person's project) and shown from an object URL released when no longer shown.
 */
export function FacePhoto({ resource, id, hasFace, size = 96, stamp }: FacePhotoProps) {
  const { data, isError } = useQuery({
    queryKey: ['face', resource, id, stamp ?? null],
    queryFn: () => fetchFace(resource, id),
    enabled: hasFace,
    staleTime: 60_000,
    gcTime: 0,
    retry: false,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const title = !hasFace ? T.noFace : isError ? T.faceLoadFailed : undefined;
  return (
    <Tooltip title={title}>
      <Avatar shape="square" size={size} src={url ?? undefined} icon={<UserOutlined />} data-testid="face-photo" />
    </Tooltip>
  );
}
