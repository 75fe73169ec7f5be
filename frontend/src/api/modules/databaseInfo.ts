/** 数据库信息 (`/sysDatabaseInfo/*`): registered external databases and 测试连接. */
import { http } from '@/api/http';
import type { Audited } from './sys';

export type Dialect = 'postgresql' | 'mysql' | 'sqlite' | 'mssql';

export interface SysDatabaseInfo extends Audited {
  name: string;
  dialect: Dialect;
  host: string | null;
  port: number | null;
  /** The database name, or for SQLite a file path under the server's data directory. */
  database: string;
  username: string | null;
  /** Whether a password is stored (the password itself is never sent back). */
  passwordSet: boolean;
  remark: string | null;
  /** The console's own database (id "0"): shown, never edited or deleted. */
  readOnly: boolean;
  version?: number | null;
}

export interface ConnectionResult {
  version: string;
  elapsedMs: number;
}

/** A saved row (`id` alone) or unsaved form values (with `id`: its stored password when none is typed). */
export interface ConnectionValues {
  id?: string;
  dialect?: Dialect;
  host?: string | null;
  port?: number | null;
  database?: string | null;
  username?: string | null;
  password?: string | null;
}

/** The server waits up to 5 s for the database; leave room for that. */
const TEST_TIMEOUT_MS = 15000;

export function testConnection(values: ConnectionValues) {
  return http.post<ConnectionResult>('/sysDatabaseInfo/testConnection', values, { timeout: TEST_TIMEOUT_MS });
}
