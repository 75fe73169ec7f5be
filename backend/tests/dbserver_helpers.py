"""Things listening on 127.0.0.x for 测试连接 to dial: a fake PostgreSQL server that asks for the
password in clear text and keeps what it is sent, a port that accepts and never answers, an HTTP
server, and a port nobody listens on."""

from __future__ import annotations

import socket
import struct
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress

SSL_REQUEST = 80877103
GSSENC_REQUEST = 80877104
AUTH_CLEARTEXT = struct.pack("!cii", b"R", 8, 3)


def _message(code: bytes, fields: dict[bytes, bytes]) -> bytes:
    body = b"".join(key + value + b"\0" for key, value in fields.items()) + b"\0"
    return code + struct.pack("!i", len(body) + 4) + body


AUTH_FAILED = _message(
    b"E",
    {b"S": b"FATAL", b"V": b"FATAL", b"C": b"28P01", b"M": b'password authentication failed for user "x"'},
)


def _exactly(conn: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = conn.recv(size - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


class FakePostgres:
    """Speaks just enough of the PostgreSQL start-up to ask for a clear-text password; `passwords`
    holds every one a client sent (clients with none hang up when asked)."""

    def __init__(self) -> None:
        self.passwords: list[str] = []
        self.startups = 0

    def handle(self, conn: socket.socket) -> None:
        size, code = struct.unpack("!ii", _exactly(conn, 8))
        while code in (SSL_REQUEST, GSSENC_REQUEST):
            conn.sendall(b"N")
            size, code = struct.unpack("!ii", _exactly(conn, 8))
        _exactly(conn, size - 8)  # the start-up parameters (user, database)
        self.startups += 1
        conn.sendall(AUTH_CLEARTEXT)
        kind, length = struct.unpack("!ci", _exactly(conn, 5))
        payload = _exactly(conn, length - 4)
        if kind == b"p":
            self.passwords.append(payload.rstrip(b"\0").decode())
        conn.sendall(AUTH_FAILED)


def _silent(conn: socket.socket) -> None:
    while conn.recv(1024):
        pass


def _http(conn: socket.socket) -> None:
    conn.recv(1024)
    conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


@contextmanager
def listening(handler: Callable[[socket.socket], None], *addresses: tuple[str, int]) -> Iterator[int]:
    """Serves `handler` on every (host, port) given (port 0: the first free one, shared by the rest)
    and yields the port; each connection gets a thread and is closed when the handler returns."""
    listeners: list[socket.socket] = []
    port = 0
    for host, wanted in addresses:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((host, wanted or port))
        listener.listen(16)
        port = port or listener.getsockname()[1]
        listeners.append(listener)
    stop = threading.Event()

    def serve_one(conn: socket.socket) -> None:
        with conn:
            conn.settimeout(30)
            with suppress(OSError):  # the client hung up: nothing more to hear
                handler(conn)

    def accept(listener: socket.socket) -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            threading.Thread(target=serve_one, args=(conn,), daemon=True).start()

    for listener in listeners:
        threading.Thread(target=accept, args=(listener,), daemon=True).start()
    try:
        yield port
    finally:
        stop.set()
        for listener in listeners:
            listener.shutdown(socket.SHUT_RDWR)
            listener.close()


@contextmanager
def silent_port() -> Iterator[int]:
    with listening(_silent, ("127.0.0.1", 0)) as port:
        yield port


@contextmanager
def http_port() -> Iterator[int]:
    with listening(_http, ("127.0.0.1", 0)) as port:
        yield port


def closed_port() -> int:
    """A port nothing listens on (just freed by the system)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port
