import { useMemo } from 'react';
import { CrudPage, useHasPerm } from '@/shared/crud';
import { noticeDef } from './noticeDef';

export default function NoticePage() {
  const has = useHasPerm();
  const canPublish = has('sysNotice:changeStatus');
  const def = useMemo(() => noticeDef(canPublish), [canPublish]);
  return <CrudPage def={def} />;
}
