"""Which addresses a registered database may be at: the one rule every connection to one passes
(测试连接 and 代码生成). The host name is resolved here and every address it names is checked against
`DATASOURCE_DENIED_HOSTS` and `DATASOURCE_ALLOWED_HOSTS`; the driver is then given the checked address,
so a name that resolves differently a moment later (DNS rebinding) cannot lead elsewhere."""

from __future__ import annotations

import socket
from ipaddress import IPv4Address, IPv6Address, ip_address

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.settings import Settings

IpAddress = IPv4Address | IPv6Address


class Unreachable(Exception):
    """The host cannot be reached (its name does not resolve); told like every other "cannot reach"."""


def _plain(address: str) -> IpAddress:
    """The address without an IPv6 zone, an IPv4-mapped IPv6 address as the IPv4 one it maps."""
    parsed = ip_address(address.split("%", 1)[0])
    if isinstance(parsed, IPv6Address) and parsed.ipv4_mapped is not None:
        return parsed.ipv4_mapped
    return parsed


def resolve(host: str, port: int | None) -> list[IpAddress]:
    if not host:  # the system would take it for this machine
        raise Unreachable
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise Unreachable from None
    addresses: list[IpAddress] = []
    for info in infos:
        address = _plain(str(info[4][0]))
        if address not in addresses:
            addresses.append(address)
    if not addresses:
        raise Unreachable
    return addresses


def permitted(settings: Settings, address: IpAddress) -> bool:
    if any(address in network for network in settings.datasource_denied):
        return False
    allowed = settings.datasource_allowed
    return not allowed or any(address in network for network in allowed)


def checked_address(settings: Settings, host: str, port: int | None) -> str:
    """The address to dial for `host`: refused (2020057) when any address it resolves to is not allowed."""
    addresses = resolve(host, port)
    if not all(permitted(settings, address) for address in addresses):
        raise AppError(ErrorCode.DATABASE_INFO_TARGET_DENIED, host=host)
    return str(addresses[0])
