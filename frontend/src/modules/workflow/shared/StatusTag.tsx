import { Tag } from 'antd';
import { T } from '../texts';

const COLORS: Record<string, string> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  terminated: 'default',
  withdrawn: 'warning',
  todo: 'processing',
  done: 'success',
  cancelled: 'default',
  removed: 'default',
};

/** An instance's or a task's status as a coloured tag. */
export function StatusTag({ status }: { status: unknown }) {
  const s = String(status ?? '');
  return <Tag color={COLORS[s]}>{T.instanceStatus[s] ?? T.taskStatus[s] ?? s}</Tag>;
}
