import { Tag } from 'antd';
import { T } from './texts';

const COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };

export function StateTag({ state }: { state: number }) {
  return <Tag color={COLORS[state]}>{T.stateNames[state] ?? '-'}</Tag>;
}
