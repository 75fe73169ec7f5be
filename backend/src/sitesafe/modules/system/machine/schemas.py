"""The shape of 服务器信息 (documentation of `machine_info()`'s answer)."""

from __future__ import annotations

from pydantic import BaseModel


class OsInfo(BaseModel):
    osName: str
    osArch: str
    osVersion: str
    osHostName: str
    osHostAddress: str


class PythonInfo(BaseModel):
    pythonName: str
    pythonVersion: str
    pythonImplementation: str
    processId: int
    processStartTime: str


class MemInfo(BaseModel):
    total: str
    used: str
    free: str
    usedRate: float


class CpuInfo(BaseModel):
    cpuCount: int
    usedRate: float


class DiskInfo(BaseModel):
    path: str
    total: str
    used: str
    free: str
    usedRate: float


class MachineInfo(BaseModel):
    sysOsInfo: OsInfo
    sysPythonInfo: PythonInfo
    sysMemInfo: MemInfo
    sysCpuInfo: CpuInfo
    sysDiskInfo: list[DiskInfo]
