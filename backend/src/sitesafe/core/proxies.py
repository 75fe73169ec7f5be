"""The client's address and scheme behind reverse proxies, believed only from the configured ones.

`X-Forwarded-For` / `X-Forwarded-Proto` are plain request headers: anyone can send them. They are read
only when the connection comes from an address in `TRUSTED_PROXIES`; the client is then the right-most
forwarded address that is not itself a trusted proxy (the left part of the header is whatever the
client claimed). Without the setting nothing is trusted, so the lock-out, the sign-in log and the
rate limits count the address the connection really comes from."""

from __future__ import annotations

from collections.abc import Iterable
from ipaddress import IPv4Network, IPv6Network, ip_address, ip_network

from starlette.types import ASGIApp, Receive, Scope, Send

Network = IPv4Network | IPv6Network
_SCHEMES = {"http": "https", "ws": "wss"}


def parse_networks(text: str, setting: str = "TRUSTED_PROXIES") -> tuple[Network, ...]:
    """`127.0.0.1, 10.0.0.0/8, ::1` as networks; a bad entry raises ValueError naming it."""
    networks: list[Network] = []
    for entry in (part.strip() for part in text.split(",")):
        if not entry:
            continue
        try:
            networks.append(ip_network(entry, strict=False))
        except ValueError:
            raise ValueError(f"{setting}: not an IP address or network: {entry!r}") from None
    return tuple(networks)


def _trusted(host: str, networks: Iterable[Network]) -> bool:
    try:
        address = ip_address(host)
    except ValueError:
        return False
    return any(address in network for network in networks)


def _header(scope: Scope, name: bytes) -> str | None:
    values = [v.decode("latin-1") for k, v in scope["headers"] if k == name]
    return ",".join(values) if values else None


def forwarded_client(forwarded_for: str, networks: tuple[Network, ...]) -> str | None:
    """The right-most address of `X-Forwarded-For` that is not a trusted proxy (or the left-most)."""
    hops = [hop.strip() for hop in forwarded_for.split(",") if hop.strip()]
    for hop in reversed(hops):
        if not _trusted(hop, networks):
            return hop if _is_ip(hop) else None
    return hops[0] if hops else None


def _is_ip(text: str) -> bool:
    try:
        ip_address(text)
    except ValueError:
        return False
    return True


class ProxyHeadersMiddleware:
    """Rewrites the scope's client and scheme from the forwarded headers of a trusted proxy."""

    def __init__(self, app: ASGIApp, networks: tuple[Network, ...]) -> None:
        self.app = app
        self.networks = networks

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        client = scope.get("client")
        if (
            self.networks
            and scope["type"] in ("http", "websocket")
            and client
            and _trusted(client[0], self.networks)
        ):
            forwarded_for = _header(scope, b"x-forwarded-for")
            host = forwarded_client(forwarded_for, self.networks) if forwarded_for else None
            if host is not None:
                scope["client"] = (host, 0)
            proto = _header(scope, b"x-forwarded-proto")
            # The nearest proxy appends last; it is the one that saw the client's scheme.
            last = proto.split(",")[-1].strip().lower() if proto else ""
            if last in ("http", "https"):
                plain = "ws" if scope["type"] == "websocket" else "http"
                scope["scheme"] = _SCHEMES[plain] if last == "https" else plain
        await self.app(scope, receive, send)
