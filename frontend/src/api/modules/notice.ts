/** 通知公告 (api-contract part B §4.11) beyond the generic page/add/edit/delete/detail. */
import { http } from '@/api/http';
import type { PageQuery, PageResult } from '@/api/types';
import type { Schema } from '@/api/schema';

export const NOTICE_DRAFT = 0;
export const NOTICE_PUBLISHED = 1;
export const NOTICE_WITHDRAWN = 2;

export type SysNotice = Schema<'NoticeOut'>;

export interface NoticeReadInfo {
  userId: string;
  userName: string;
  readStatus: number;
  readTime: string | null;
}

export interface SysNoticeDetail extends SysNotice {
  noticeUserIdList: string[];
  noticeUserReadInfoList: NoticeReadInfo[];
}

/** A notice in the caller's inbox: `readStatus` 0 未读 / 1 已读. */
export interface ReceivedNotice extends SysNotice {
  readStatus: number;
  readTime: string | null;
}

export type UnreadNotice = Schema<'UnreadItem'>;

export type UnreadSummary = Schema<'UnreadOut'>;

export type UserOption = Schema<'UserOption'>;

export const UNREAD_KEY = ['sysNotice', 'unread'] as const;

export const changeNoticeStatus = (id: string, status: number) => http.post<null>('/sysNotice/changeStatus', { id, status });
export const getUnreadNotices = () => http.get<UnreadSummary>('/sysNotice/unread');
export const readNotice = (id: string) => http.post<ReceivedNotice>('/sysNotice/read', { id });
export const getReceivedNotices = (query: PageQuery & Record<string, unknown>) =>
  http.get<PageResult<ReceivedNotice>>('/sysNotice/received', query);
export const getUserSelector = (name?: string) => http.get<UserOption[]>('/sysUser/selector', name ? { name } : undefined);
