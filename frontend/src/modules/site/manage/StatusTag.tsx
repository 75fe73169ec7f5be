import { Tag } from 'antd';
import { MT } from './texts';

const COLORS: Record<string, string> = { draft: 'default', pending: 'processing', approved: 'success', rejected: 'error', withdrawn: 'warning' };

/** 审批状态 of a management record. */
export function ApproveStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{MT.statusNames[status] ?? status}</Tag>;
}
