"""Which SQLite files may be registered as data sources: only files in DATA_DIR's `datasources` folder
(not the uploads, the secret key or the payment keys beside it), and never the console's own database
(nor its journal files), which would hand its tables (passwords, sessions) to 代码生成 and its users."""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy.engine import make_url

from sitesafe.core.errors import AppError, ErrorCode

DATASOURCES = "datasources"
JOURNALS = ("", "-journal", "-wal", "-shm")


def in_datasources(root: Path, resolved: Path) -> None:
    """Refuses (2020061) a resolved file of DATA_DIR (`root`) outside its `datasources` folder."""
    folder = (root / DATASOURCES).resolve()
    if resolved == folder or not resolved.is_relative_to(folder):
        raise AppError(ErrorCode.DATABASE_INFO_SQLITE_FOLDER)


def not_own_database(resolved: Path, database_url: str) -> None:
    """Refuses (2020062) the console's own SQLite file or a journal of it, by path or by identity (a
    hard or symbolic link to it)."""
    url = make_url(database_url)
    own = url.database if url.get_backend_name() == "sqlite" else None
    if not own or own == ":memory:" or own.startswith("file:"):
        return
    own_path = Path(own).resolve()
    for journal in JOURNALS:
        candidate = Path(f"{own_path}{journal}")
        if resolved == candidate or _same_file(resolved, candidate):
            raise AppError(ErrorCode.DATABASE_INFO_SQLITE_OWN)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
