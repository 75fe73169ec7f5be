"""Connections to a registered database, for 测试连接 and 代码生成: through the reach rule (`reach.py`), with
one short timeout. Failures are told in Chinese by their cause when the server answered as the database
it should be (wrong password, unknown database, ...); every way of not reaching one (refused, silent,
another protocol, unknown host) gets one answer after the same fixed time, so that 测试连接 tells
nothing about what else listens on a network. Never the driver's text, a stack trace or the password."""

from __future__ import annotations

import importlib.util
import logging
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, create_engine, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.settings import Settings
from sitesafe.modules.system.database_info import reach, sqlite_files
from sitesafe.modules.system.database_info.schemas import DIALECT_NAMES, ConnectionResult

log = logging.getLogger(__name__)

VERSION_SQL = {
    "postgresql": "SELECT version()",
    "mysql": "SELECT version()",
    "sqlite": "SELECT 'SQLite ' || sqlite_version()",
    "mssql": "SELECT @@VERSION",
}
# SQL Server drivers in the order they are tried: (module, SQLAlchemy driver name).
MSSQL_DRIVERS = (("pymssql", "mssql+pymssql"), ("pyodbc", "mssql+pyodbc"))
UNREACHABLE = "无法连接到数据库服务器{where}，请检查主机、端口及数据库服务是否启动"


@dataclass(frozen=True)
class Target:
    dialect: str
    host: str | None
    port: int | None
    database: str
    username: str | None
    password: str | None


def sqlite_path(data_dir: Path, given: str) -> Path:
    """The file a SQLite entry names, refused (2020054) unless it lies under DATA_DIR, and (2020061)
    unless in its `datasources` folder."""
    root = data_dir.resolve()
    path = Path(given)
    resolved = (path if path.is_absolute() else root / path).resolve()
    if resolved == root or not resolved.is_relative_to(root):
        raise AppError(ErrorCode.DATABASE_INFO_SQLITE_PATH)
    sqlite_files.in_datasources(root, resolved)
    return resolved


def _mssql_driver() -> str:
    for module, driver in MSSQL_DRIVERS:
        if importlib.util.find_spec(module) is not None:
            return driver
    raise AppError(
        ErrorCode.DATABASE_INFO_DRIVER_MISSING,
        dialect=DIALECT_NAMES["mssql"],
        drivers="或".join(m for m, _ in MSSQL_DRIVERS),
    )


def engine_args(target: Target, settings: Settings) -> tuple[URL, dict[str, Any]]:
    """How to open the target: a SQLite file under DATA_DIR, or a server at an address the reach rule
    allows (dialled by that address, refused with 2020057 otherwise; `reach.Unreachable` when the name
    does not resolve)."""
    timeout = settings.DATASOURCE_CONNECT_TIMEOUT
    if target.dialect == "sqlite":
        path = sqlite_path(settings.data_dir, target.database)
        if not path.is_file():
            raise _failed("数据库文件不存在")
        return URL.create("sqlite", database=str(path)), {"timeout": timeout}
    address = reach.checked_address(settings, target.host or "", target.port)
    if target.dialect == "postgresql":
        driver, args = "postgresql+psycopg", {"connect_timeout": timeout}
    elif target.dialect == "mysql":
        driver = "mysql+pymysql"
        args = {t: timeout for t in ("connect_timeout", "read_timeout", "write_timeout")}
    else:
        driver = _mssql_driver()
        args = {"login_timeout" if driver.endswith("pymssql") else "timeout": timeout}
    url = URL.create(
        driver,
        username=target.username or None,
        password=target.password or None,
        host=address,
        port=target.port,
        database=target.database,
    )
    return url, args


@contextmanager
def connected(target: Target, settings: Settings) -> Iterator[Connection]:
    """One short-lived connection to the target; a failure is a 2020056 with its cause, and a target
    not reached is told only once `DATASOURCE_CONNECT_TIMEOUT` has passed, however quickly it failed."""
    started = time.monotonic()
    try:
        url, args = engine_args(target, settings)
        engine = create_engine(url, connect_args=args, pool_size=1, max_overflow=0)
        try:
            with engine.connect() as connection:
                yield connection
        finally:
            engine.dispose()
        return
    except reach.Unreachable:
        reason: str | None = None
    except SQLAlchemyError as exc:
        reason = answered_reason(exc, target)
    if reason is None:
        time.sleep(max(0.0, started + settings.DATASOURCE_CONNECT_TIMEOUT - time.monotonic()))
        reason = _format(UNREACHABLE, target)
    raise _failed(reason)


def server_version(target: Target, settings: Settings) -> ConnectionResult:
    """Connects once and answers the server's version."""
    started = time.monotonic()
    with connected(target, settings) as connection:
        version = connection.execute(text(VERSION_SQL[target.dialect])).scalar_one()
    return ConnectionResult(version=str(version), elapsed_ms=round((time.monotonic() - started) * 1000))


def own_version(db: Session, dialect: str) -> ConnectionResult:
    """The version of the console's own database, through the request's session."""
    started = time.monotonic()
    version = db.execute(text(VERSION_SQL.get(dialect, "SELECT version()"))).scalar_one()
    return ConnectionResult(version=str(version), elapsed_ms=round((time.monotonic() - started) * 1000))


def _failed(reason: str) -> AppError:
    return AppError(ErrorCode.DATABASE_INFO_CONNECT_FAILED, reason=reason)


# Answers only a server of the dialect gives (the driver's message in lower case -> the reason told; the
# first match wins). Anything else from a server means it was not reached as that database.
_ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"access denied for user .* to database"), "该用户无权访问数据库{database}"),
    (
        re.compile(
            r"password authentication failed|access denied for user|login failed"
            r"|no password supplied|role \".*\" does not exist"
        ),
        "用户名或密码错误",
    ),
    (re.compile(r"database \".*\" does not exist|unknown database"), "数据库{database}不存在"),
    (
        re.compile(r"no pg_hba\.conf entry|is not allowed to connect"),
        "数据库服务器不允许本机连接，请检查其访问控制设置",
    ),
)
# A SQLite file is always "reached": its failures are told as they are.
_SQLITE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"file is not a database"), "该文件不是有效的SQLite数据库"),
    (re.compile(r"unable to open database file"), "无法打开数据库文件"),
)


def _format(reason: str, target: Target) -> str:
    return reason.format(
        where=f"{target.host}:{target.port}",
        database=target.database,
        dialect=DIALECT_NAMES.get(target.dialect, target.dialect),
    )


def answered_reason(exc: SQLAlchemyError, target: Target) -> str | None:
    """The Chinese cause of a failed connection when the database answered, None when it was not
    reached; the driver's message is only logged."""
    orig = exc.orig if isinstance(exc, DBAPIError) else exc
    message = str(orig).lower()
    log.info("database connection test failed: %s: %s", type(orig).__name__, message.split("\n", 1)[0])
    sqlite = target.dialect == "sqlite"
    for pattern, reason in _SQLITE if sqlite else _ANSWERS:
        if pattern.search(message):
            return _format(reason, target)
    return "请检查连接信息" if sqlite else None
