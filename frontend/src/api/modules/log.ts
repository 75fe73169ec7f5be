/** 操作日志 / 访问日志 rows (read-only; the server writes them). */
interface LogRow {
  id: string;
  name: string | null;
  success: 'Y' | 'N';
  message: string | null;
  ip: string | null;
  location: string | null;
  browser: string | null;
  os: string | null;
  account: string | null;
}

export interface SysOpLog extends LogRow {
  opType: number;
  url: string | null;
  className: string | null;
  methodName: string | null;
  reqMethod: string | null;
  param: string | null;
  result: string | null;
  opTime: string;
}

export interface SysVisLog extends LogRow {
  visType: number;
  visTime: string;
}
