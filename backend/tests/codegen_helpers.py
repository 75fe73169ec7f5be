"""Tables made in the test database for 代码生成, and a generation added through HTTP."""

from __future__ import annotations

from typing import Any

from sqlalchemy import create_engine, text

from crud_helpers import Api, unique

# Portable DDL (SQLite and PostgreSQL): one column of each kind the generator knows.
WIDGET_COLUMNS = """
    id BIGINT PRIMARY KEY,
    name VARCHAR(30) NOT NULL UNIQUE,
    qty INTEGER,
    price NUMERIC(10, 2),
    made_on DATE,
    made_at TIMESTAMP,
    active BOOLEAN,
    remark TEXT,
    tags VARCHAR(100),
    create_time TIMESTAMP
"""


class Tables:
    """Tables a test makes in the test database, dropped again afterwards (the migrations test compares
    the database with the models)."""

    def __init__(self, url: str) -> None:
        self.engine = create_engine(url)
        self.made: list[str] = []

    def make(self, name: str, columns: str = WIDGET_COLUMNS) -> str:
        with self.engine.begin() as conn:
            conn.execute(text(f"CREATE TABLE {name} ({columns})"))
        self.made.append(name)
        return name

    def drop_all(self) -> None:
        with self.engine.begin() as conn:
            for name in reversed(self.made):
                conn.execute(text(f"DROP TABLE IF EXISTS {name}"))
        self.engine.dispose()


def generation(table: str, **extra: Any) -> dict[str, Any]:
    """The body of /codeGenerate/add for `table` of the console's own database (a fresh 业务名)."""
    bus = extra.pop("busName", unique("w"))
    return {
        "authorName": "张工",
        "className": "".join(part.title() for part in bus.split("_")) + "Gen",
        "tablePrefix": "Y",
        "generateType": "1",
        "databaseId": "0",
        "tableName": table,
        "busName": bus,
        "tableComment": "部件",
        "appCode": "system",
        "menuPid": "0",
        **extra,
    }


def add_generation(admin: Api, table: str, **extra: Any) -> dict[str, Any]:
    body = generation(table, **extra)
    admin.ok("POST", "/codeGenerate/add", body)
    rows = admin.ok("GET", "/codeGenerate/page", busName=body["busName"])["rows"]
    assert [r["busName"] for r in rows] == [body["busName"]], rows
    return rows[0]


def configs(admin: Api, gen_id: str) -> dict[str, dict[str, Any]]:
    return {c["columnName"]: c for c in admin.ok("GET", "/sysCodeGenerateConfig/list", codeGenId=gen_id)}
