import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type SysOsInfo = Schema<'OsInfo'>;
export type SysPythonInfo = Schema<'PythonInfo'>;
export type SysMemInfo = Schema<'MemInfo'>;
export type SysCpuInfo = Schema<'CpuInfo'>;
export type SysDiskInfo = Schema<'DiskInfo'>;
export type SysMachineInfo = Schema<'MachineInfo'>;

export const queryMachine = () => http.get<SysMachineInfo>('/sysMachine/query');
