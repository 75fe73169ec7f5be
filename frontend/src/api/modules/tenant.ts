import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

/** 租户 (`sysTenantInfo`): each tenant has its own database `dbName` and administrator `adminName`. */
export type SysTenant = Schema<'TenantOut'>;

export const updateTenantAdminPwd = (id: string, adminPassword: string) =>
  http.post<null>('/sysTenant/updateAdminPwd', { id, adminPassword });
