import { Tag } from 'antd';
import { T } from './texts';

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange', 3: 'red' };
const TYPE_NAMES: Record<number, string> = { 1: '通知', 2: '公告' };

/** 通知 / 公告 (dict `notice_type`). */
export function TypeTag({ type }: { type: number }) {
  return <Tag color={type === 2 ? 'purple' : 'blue'}>{TYPE_NAMES[type] ?? type}</Tag>;
}

/** 草稿 / 已发布 / 已撤回 as a coloured tag. */
export function StatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{T.statusNames[status] ?? status}</Tag>;
}

/** 未读 / 已读. */
export function ReadTag({ read }: { read: boolean }) {
  return <Tag color={read ? 'default' : 'red'}>{read ? T.read : T.unread}</Tag>;
}
