"""Client facts of a request: address, browser and operating system (from the User-Agent)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from starlette.requests import HTTPConnection

_BROWSERS = (
    ("MicroMessenger", re.compile(r"MicroMessenger/([\d.]+)"), "微信"),
    ("Edge", re.compile(r"Edg(?:e|A|iOS)?/([\d.]+)"), "Edge"),
    ("Opera", re.compile(r"OPR/([\d.]+)"), "Opera"),
    ("Firefox", re.compile(r"Firefox/([\d.]+)"), "Firefox"),
    ("Chrome", re.compile(r"(?:Chrome|CriOS)/([\d.]+)"), "Chrome"),
    ("Safari", re.compile(r"Version/([\d.]+).*Safari/"), "Safari"),
    ("IE", re.compile(r"(?:MSIE |Trident/.*rv:)([\d.]+)"), "IE"),
)
_SYSTEMS = (
    (re.compile(r"Windows NT 10"), "Windows 10"),
    (re.compile(r"Windows NT 6\.3"), "Windows 8.1"),
    (re.compile(r"Windows NT 6\.1"), "Windows 7"),
    (re.compile(r"Windows"), "Windows"),
    (re.compile(r"Android"), "Android"),
    (re.compile(r"iPhone|iPad|iPod"), "iOS"),
    (re.compile(r"Mac OS X|Macintosh"), "Mac OS X"),
    (re.compile(r"Linux"), "Linux"),
)


@dataclass(frozen=True, slots=True)
class ClientInfo:
    ip: str
    browser: str
    os: str


def parse_user_agent(agent: str) -> tuple[str, str]:
    browser = "-"
    for _name, pattern, label in _BROWSERS:
        match = pattern.search(agent)
        if match:
            browser = f"{label} {match.group(1).split('.')[0]}"
            break
    system = next((label for pattern, label in _SYSTEMS if pattern.search(agent)), "-")
    return browser, system


def client_info(conn: HTTPConnection) -> ClientInfo:
    host = conn.client.host if conn.client else "-"
    if host in {"::1", "0:0:0:0:0:0:0:1"}:
        host = "127.0.0.1"
    browser, system = parse_user_agent(conn.headers.get("user-agent", ""))
    return ClientInfo(host, browser, system)
