/** 操作日志 / 访问日志 rows (read-only; the server writes them). */
import type { Narrowed, Schema } from '@/api/schema';

export type SysOpLog = Narrowed<Schema<'OpLogOut'>, { success: 'Y' | 'N' }>;
export type SysVisLog = Narrowed<Schema<'VisLogOut'>, { success: 'Y' | 'N' }>;
