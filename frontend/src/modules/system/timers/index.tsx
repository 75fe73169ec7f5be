import { useMemo } from 'react';
import { CrudPage, useHasPerm } from '@/shared/crud';
import { timerDef } from './timerDef';

export default function TimersPage() {
  const has = useHasPerm();
  const canStart = has('sysTimers:start');
  const canStop = has('sysTimers:stop');
  const def = useMemo(() => timerDef(canStart, canStop), [canStart, canStop]);
  return <CrudPage def={def} />;
}
