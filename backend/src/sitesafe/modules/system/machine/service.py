"""Facts about the host and this process, read live through psutil/platform."""

from __future__ import annotations

import os
import platform
import resource
import socket
from datetime import UTC, datetime
from typing import Any

import psutil

from sitesafe.core.timefmt import format_datetime
from sitesafe.modules.system.file.service import human_size

psutil.cpu_percent(interval=None)  # start the measuring window, so the first query has a real value


def _rate(used: float, total: float) -> float:
    return round(used * 100 / total, 2) if total else 0.0


def _host_address(hostname: str) -> str:
    try:
        return socket.gethostbyname(hostname)
    except OSError:
        return "127.0.0.1"


def _disks() -> list[dict[str, Any]]:
    disks: list[dict[str, Any]] = []
    seen: set[str] = set()
    for part in psutil.disk_partitions(all=False):
        if part.mountpoint in seen:
            continue
        seen.add(part.mountpoint)
        try:
            usage = psutil.disk_usage(part.mountpoint)
        except OSError:
            continue
        disks.append(
            {
                "path": part.mountpoint,
                "total": human_size(usage.total),
                "used": human_size(usage.used),
                "free": human_size(usage.free),
                "usedRate": round(usage.percent, 2),
            }
        )
    return disks


def _runtime_info() -> dict[str, str]:
    """Snowy's `sysJavaInfo`, told of this Python runtime."""
    implementation = platform.python_implementation()
    vendor = "Python Software Foundation" if implementation == "CPython" else implementation
    return {
        "jvmName": f"{implementation} ({platform.python_compiler()})",
        "jvmVersion": platform.python_version(),
        "jvmVendor": vendor,
        "javaName": f"{implementation} Runtime Environment",
        "javaVersion": platform.python_version(),
    }


def _process_memory(process: psutil.Process, machine_total: int) -> dict[str, str]:
    """Snowy's `sysJvmMemInfo`, told of this process: the most it may use (its address-space limit or the
    machine's memory), what it holds (its peak resident size), what it uses now (resident size), and
    the differences."""
    soft_limit, _ = resource.getrlimit(resource.RLIMIT_AS)
    most = soft_limit if 0 < soft_limit < machine_total else machine_total
    used = process.memory_info().rss
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    held = max(used, peak_kib * 1024)
    return {
        "jvmMaxMemory": human_size(most),
        "jvmUsableMemory": human_size(max(most - used, 0)),
        "jvmTotalMemory": human_size(held),
        "jvmUsedMemory": human_size(used),
        "jvmFreeMemory": human_size(held - used),
        "jvmMemoryUsedRate": f"{used * 100 / held:.2f}%",
    }


def machine_info() -> dict[str, Any]:
    hostname = socket.gethostname()
    memory = psutil.virtual_memory()
    process = psutil.Process(os.getpid())
    started = datetime.fromtimestamp(process.create_time(), UTC).replace(tzinfo=None)
    return {
        "sysOsInfo": {
            "osName": platform.system(),
            "osArch": platform.machine(),
            "osVersion": platform.release(),
            "osHostName": hostname,
            "osHostAddress": _host_address(hostname),
        },
        "sysPythonInfo": {
            "pythonName": "Python",
            "pythonVersion": platform.python_version(),
            "pythonImplementation": platform.python_implementation(),
            "processId": process.pid,
            "processStartTime": format_datetime(started),
        },
        "sysMemInfo": {
            "total": human_size(memory.total),
            "used": human_size(memory.total - memory.available),
            "free": human_size(memory.available),
            "usedRate": _rate(memory.total - memory.available, memory.total),
        },
        "sysJavaInfo": _runtime_info(),
        "sysJvmMemInfo": _process_memory(process, memory.total),
        "sysCpuInfo": {"cpuCount": psutil.cpu_count() or 1, "usedRate": psutil.cpu_percent(interval=None)},
        "sysDiskInfo": _disks(),
    }
