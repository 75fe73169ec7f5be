"""数据库信息's SQLite files through HTTP: only files in DATA_DIR/datasources can be registered (not the
uploads or keys beside them), and never the console's own database, whatever path names it."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import make_url

from crud_helpers import Api, unique
from helpers import FakeClock, login
from sitesafe import migrate
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.seed.runner import run_seed

FOLDER = (2020061, "SQLite数据库文件须位于数据目录下的datasources文件夹中")
OWN = (2020062, "不能登记本系统自己的数据库文件")


def _failure(answer: dict[str, Any]) -> tuple[int, str]:
    assert not answer["success"], answer
    return answer["code"], answer["message"]


def _sqlite(name: str, database: str) -> dict[str, str]:
    return {"name": name, "dialect": "sqlite", "database": database}


def test_only_files_of_the_datasources_folder(client: TestClient, ctx: AppContext) -> None:
    admin = Api(client, login(client, "superAdmin"))
    data = ctx.settings.data_dir
    (data / "files").mkdir(parents=True, exist_ok=True)
    sqlite3.connect(data / "files" / "upload.db").close()
    for path in ("files/upload.db", "secret_key", "datasources", "datasources/../files/upload.db"):
        assert _failure(admin.post("/sysDatabaseInfo/add", _sqlite(unique("l"), path))) == FOLDER
        test = {"dialect": "sqlite", "database": path}
        assert _failure(admin.post("/sysDatabaseInfo/testConnection", test)) == FOLDER
    (data / "datasources").mkdir(exist_ok=True)
    sqlite3.connect(data / "datasources" / "kept.db").close()
    admin.ok("POST", "/sysDatabaseInfo/add", _sqlite(unique("l"), "datasources/kept.db"))


@pytest.fixture
def console_in_datasources(
    settings: Settings, fake_clock: FakeClock, database_url: str, tmp_path: Path
) -> Iterator[TestClient]:
    """A console whose own SQLite database lies in its DATA_DIR/datasources."""
    data = tmp_path / "data"
    (data / "datasources").mkdir(parents=True)
    own = data / "datasources" / "console.db"
    if make_url(database_url).get_backend_name() == "sqlite":
        source, copy = sqlite3.connect(make_url(database_url).database or ""), sqlite3.connect(own)
        source.backup(copy)
        source.close()
        copy.close()
    else:
        migrate.upgrade(f"sqlite:///{own}")
    update = {"DATABASE_URL": f"sqlite:///{own}", "DATA_DIR": str(data)}
    app = create_app(settings.model_copy(update=update), clock=fake_clock)
    with app.state.ctx.db.sessionmaker() as db:
        run_seed(db)
    with TestClient(app) as client:
        yield client
    app.state.ctx.db.dispose()


def test_the_own_database_file_is_refused(console_in_datasources: TestClient, tmp_path: Path) -> None:
    admin = Api(console_in_datasources, login(console_in_datasources, "superAdmin"))
    folder = tmp_path / "data" / "datasources"
    os.link(folder / "console.db", folder / "alias.db")
    (folder / "link.db").symlink_to(folder / "console.db")
    for path in ("datasources/console.db", "datasources/console.db-wal", "datasources/alias.db"):
        assert _failure(admin.post("/sysDatabaseInfo/add", _sqlite(unique("l"), path))) == OWN
    assert _failure(admin.post("/sysDatabaseInfo/add", _sqlite(unique("l"), "datasources/link.db"))) == OWN
    sqlite3.connect(folder / "other.db").close()
    admin.ok("POST", "/sysDatabaseInfo/add", _sqlite(unique("l"), "datasources/other.db"))
