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


class JavaInfo(BaseModel):
    """Snowy's names, filled with this Python runtime (the stock Snowy client reads them)."""

    jvmName: str
    jvmVersion: str
    jvmVendor: str
    javaName: str
    javaVersion: str


class JvmMemInfo(BaseModel):
    """Snowy's names, filled with this process's memory."""

    jvmMaxMemory: str
    jvmUsableMemory: str
    jvmTotalMemory: str
    jvmUsedMemory: str
    jvmFreeMemory: str
    jvmMemoryUsedRate: str


class MachineInfo(BaseModel):
    sysOsInfo: OsInfo
    sysJavaInfo: JavaInfo
    sysJvmMemInfo: JvmMemInfo
    sysPythonInfo: PythonInfo
    sysMemInfo: MemInfo
    sysCpuInfo: CpuInfo
    sysDiskInfo: list[DiskInfo]
