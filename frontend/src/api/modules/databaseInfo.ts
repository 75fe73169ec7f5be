/** 数据库信息 (`/sysDatabaseInfo/*`): registered external databases and 测试连接. */
import { http } from '@/api/http';
import type { Narrowed, Schema } from '@/api/schema';

export type Dialect = 'postgresql' | 'mysql' | 'sqlite' | 'mssql';

export type SysDatabaseInfo = Narrowed<Schema<'DatabaseInfoOut'>, { dialect: Dialect }>;

export type ConnectionResult = Schema<'ConnectionResult'>;

/** A saved row (`id` alone) or unsaved form values (with `id`: its stored password when none is typed). */
export type ConnectionValues = Schema<'ConnectionTest'>;

/** The server waits up to 5 s for the database; leave room for that. */
const TEST_TIMEOUT_MS = 15000;

export function testConnection(values: ConnectionValues) {
  return http.post<ConnectionResult>('/sysDatabaseInfo/testConnection', values, { timeout: TEST_TIMEOUT_MS });
}
