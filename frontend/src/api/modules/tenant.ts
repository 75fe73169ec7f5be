import { http } from '@/api/http';
import type { Audited } from '@/api/modules/sys';

/** 租户 (`sysTenantInfo`): each tenant has its own database `dbName` and administrator `adminName`. */
export interface SysTenant extends Audited {
  name: string;
  code: string;
  dbName: string;
  adminName: string;
  sort: number;
  remark: string | null;
  status: number;
  version?: number;
}

export const updateTenantAdminPwd = (id: string, adminPassword: string) =>
  http.post<null>('/sysTenant/updateAdminPwd', { id, adminPassword });
