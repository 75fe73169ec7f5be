"""测试连接: opens one real connection to a registered database with short timeouts, asks for the
server version and closes it again. Failures are told in Chinese by their cause (host unreachable,
wrong password, unknown database, ...), never with the driver's text, a stack trace or the password."""

from __future__ import annotations

import importlib.util
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.system.database_info import sqlite_files
from sitesafe.modules.system.database_info.schemas import DIALECT_NAMES, ConnectionResult

log = logging.getLogger(__name__)

TIMEOUT_SECONDS = 5
VERSION_SQL = {
    "postgresql": "SELECT version()",
    "mysql": "SELECT version()",
    "sqlite": "SELECT 'SQLite ' || sqlite_version()",
    "mssql": "SELECT @@VERSION",
}
# SQL Server drivers in the order they are tried: (module, SQLAlchemy driver name).
MSSQL_DRIVERS = (("pymssql", "mssql+pymssql"), ("pyodbc", "mssql+pyodbc"))


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


def engine_args(target: Target, data_dir: Path) -> tuple[URL, dict[str, Any]]:
    if target.dialect == "sqlite":
        path = sqlite_path(data_dir, target.database)
        if not path.is_file():
            raise _failed("数据库文件不存在")
        return URL.create("sqlite", database=str(path)), {"timeout": TIMEOUT_SECONDS}
    if target.dialect == "postgresql":
        driver, args = "postgresql+psycopg", {"connect_timeout": TIMEOUT_SECONDS}
    elif target.dialect == "mysql":
        driver = "mysql+pymysql"
        args = {t: TIMEOUT_SECONDS for t in ("connect_timeout", "read_timeout", "write_timeout")}
    else:
        driver = _mssql_driver()
        timeout = "login_timeout" if driver.endswith("pymssql") else "timeout"
        args = {timeout: TIMEOUT_SECONDS}
    url = URL.create(
        driver,
        username=target.username or None,
        password=target.password or None,
        host=target.host,
        port=target.port,
        database=target.database,
    )
    return url, args


def server_version(target: Target, data_dir: Path) -> ConnectionResult:
    """Connects once and answers the server's version; a failure is a 2020056 with its cause."""
    url, args = engine_args(target, data_dir)
    started = time.monotonic()
    engine = create_engine(url, connect_args=args, pool_pre_ping=True, pool_size=1, max_overflow=0)
    try:
        with engine.connect() as connection:
            version = connection.execute(text(VERSION_SQL[target.dialect])).scalar_one()
    except SQLAlchemyError as exc:
        raise _failed(failure_reason(exc, target)) from None
    finally:
        engine.dispose()
    return ConnectionResult(version=str(version), elapsed_ms=round((time.monotonic() - started) * 1000))


def own_version(db: Session, dialect: str) -> ConnectionResult:
    """The version of the console's own database, through the request's session."""
    started = time.monotonic()
    version = db.execute(text(VERSION_SQL.get(dialect, "SELECT version()"))).scalar_one()
    return ConnectionResult(version=str(version), elapsed_ms=round((time.monotonic() - started) * 1000))


def _failed(reason: str) -> AppError:
    return AppError(ErrorCode.DATABASE_INFO_CONNECT_FAILED, reason=reason)


# The driver's message (lower case) -> the reason told; the first match wins.
_CAUSES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"timeout expired|timed out"), "连接{where}超时，请检查主机、端口及网络"),
    (
        re.compile(
            r"name or service not known|failed to resolve host|could not translate host name"
            r"|nodename nor servname|temporary failure in name resolution|getaddrinfo"
        ),
        "无法解析主机名{host}，请检查主机",
    ),
    (
        re.compile(r"connection refused|can't connect to|no route to host|network is unreachable"),
        "无法连接到数据库服务器{where}，请检查主机、端口及数据库服务是否启动",
    ),
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
    (re.compile(r"file is not a database"), "该文件不是有效的SQLite数据库"),
    (re.compile(r"unable to open database file"), "无法打开数据库文件"),
    (
        re.compile(r"lost connection|server closed the connection|received invalid response|packet sequence"),
        "连接被服务器中断，请确认{where}上运行的是{dialect}数据库",
    ),
)


def failure_reason(exc: SQLAlchemyError, target: Target) -> str:
    """The Chinese cause of a failed connection, from the driver's message (which is only logged)."""
    orig = exc.orig if isinstance(exc, DBAPIError) else exc
    message = str(orig).lower()
    log.info("database connection test failed: %s: %s", type(orig).__name__, message.split("\n", 1)[0])
    for pattern, reason in _CAUSES:
        if pattern.search(message):
            return reason.format(
                where=f"{target.host}:{target.port}",
                host=target.host,
                database=target.database,
                dialect=DIALECT_NAMES.get(target.dialect, target.dialect),
            )
    return "请检查连接信息"
