import { http } from '@/api/http';

export interface SysOsInfo {
  osName: string;
  osArch: string;
  osVersion: string;
  osHostName: string;
  osHostAddress: string;
}

export interface SysPythonInfo {
  pythonName: string;
  pythonVersion: string;
  pythonImplementation: string;
  processId: number | string;
  processStartTime: string;
}

export interface SysMemInfo {
  total: string | number;
  used: string | number;
  free: string | number;
  usedRate: string | number;
}

export interface SysCpuInfo {
  cpuCount: number;
  usedRate: string | number;
}

export interface SysDiskInfo {
  path: string;
  total: string | number;
  used: string | number;
  free: string | number;
  usedRate: string | number;
}

export interface SysMachineInfo {
  sysOsInfo: SysOsInfo;
  sysPythonInfo: SysPythonInfo;
  sysMemInfo: SysMemInfo;
  sysCpuInfo: SysCpuInfo;
  sysDiskInfo: SysDiskInfo[];
}

export const queryMachine = () => http.get<SysMachineInfo>('/sysMachine/query');
