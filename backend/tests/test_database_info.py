"""数据库信息 through the CRUD contract, plus its own rules: the password is sealed and never answered,
测试连接 opens real connections (this machine's PostgreSQL and MariaDB, a refused port, a SQLite file
under DATA_DIR), and the console's own database is listed read-only."""

from __future__ import annotations

import importlib.util
import json
import sqlite3
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from crud_contract import NO_PERMISSION, ExportContract
from crud_helpers import Api, make_role, read_workbook, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.database_info.models import SysDatabaseInfo
from sitesafe.modules.system.log.models import SysOpLog
from sitesafe.modules.system.user.models import SysUser

SECRET = "Pw-never-shown-7Qz"
POSTGRES = {
    "dialect": "postgresql",
    "host": "127.0.0.1",
    "port": 5432,
    "database": "test",
    "username": "postgres",
}
MARIADB = {"dialect": "mysql", "host": "127.0.0.1", "port": 3306, "database": "test", "username": "root"}
READ_ONLY = (2020053, "本系统数据库为只读，不能编辑或删除")
REFUSED = "连接失败：无法连接到数据库服务器127.0.0.1:1，请检查主机、端口及数据库服务是否启动"


def _failure(answer: dict[str, Any]) -> tuple[int, str]:
    assert not answer["success"], answer
    return answer["code"], answer["message"]


class TestDatabaseInfo(ExportContract):
    name = "sysDatabaseInfo"
    title = "数据库信息"
    key = "name"
    not_found = 2020051
    export_headers = (
        "名称",
        "数据库类型",
        "主机",
        "端口",
        "数据库",
        "用户名",
        "已设置密码",
        "备注",
        "创建时间",
    )
    bad = ({"name": " ", "port": 70000}, "端口不能大于65535,名称不能为空")
    duplicate = (2020052, "数据库信息名称重复，请检查name参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {**POSTGRES, "name": unique("库"), "password": SECRET, "remark": "备注"}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "remark": "改过", "port": 5433}

    def stored(self, ctx: AppContext, row_id: str) -> SysDatabaseInfo:
        with ctx.db.sessionmaker() as session:
            found = session.get(SysDatabaseInfo, int(row_id))
            assert found is not None
            return found

    def test_the_password_is_sealed_and_never_answered(
        self, admin: Api, ctx: AppContext, db: Session
    ) -> None:
        payload, row = self.added(admin, ctx)
        answers = [
            admin.get("/sysDatabaseInfo/page", name=payload["name"]),
            admin.get("/sysDatabaseInfo/list"),
            admin.get("/sysDatabaseInfo/detail", id=row["id"]),
        ]
        assert all(SECRET not in json.dumps(a, ensure_ascii=False) for a in answers)
        assert row["passwordSet"] is True and "password" not in row and "passwordEnc" not in row
        content, _, _ = admin.download("/sysDatabaseInfo/export", name=payload["name"])
        assert SECRET.encode() not in content
        assert read_workbook(content)[1][6] == "是"
        sealed = self.stored(ctx, row["id"]).password_enc
        assert sealed and SECRET not in sealed and ctx.cipher.decrypt(sealed) == SECRET
        logged = db.execute(
            select(SysOpLog.param).where(SysOpLog.url == "/api/sysDatabaseInfo/add")
        ).scalars()
        assert all(SECRET not in (param or "") for param in logged)

    def test_an_edit_keeps_replaces_or_clears_the_password(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        detail = admin.ok("GET", "/sysDatabaseInfo/detail", id=row["id"])
        admin.ok("POST", "/sysDatabaseInfo/edit", {**detail, "remark": "不改密码"})
        assert ctx.cipher.decrypt(self.stored(ctx, row["id"]).password_enc or "") == SECRET
        detail = admin.ok("GET", "/sysDatabaseInfo/detail", id=row["id"])
        admin.ok("POST", "/sysDatabaseInfo/edit", {**detail, "password": "new-one"})
        assert ctx.cipher.decrypt(self.stored(ctx, row["id"]).password_enc or "") == "new-one"
        detail = admin.ok("GET", "/sysDatabaseInfo/detail", id=row["id"])
        admin.ok("POST", "/sysDatabaseInfo/edit", {**detail, "clearPassword": True})
        assert admin.ok("GET", "/sysDatabaseInfo/detail", id=row["id"])["passwordSet"] is False

    def test_fields_are_checked(self, admin: Api, ctx: AppContext) -> None:
        base = self.payload(ctx)
        cases = (
            ({"host": " "}, "主机不能为空"),
            ({"port": 0}, "端口不能小于1"),
            ({"dialect": "oracle"}, "数据库类型取值不正确"),
            ({"database": ""}, "数据库不能为空"),
        )
        for change, message in cases:
            assert _failure(admin.post("/sysDatabaseInfo/add", {**base, **change})) == (1012001, message)
        admin.ok("POST", "/sysDatabaseInfo/add", {**base, **MARIADB, "port": None})
        assert admin.ok("GET", "/sysDatabaseInfo/page", name=base["name"])["rows"][0]["port"] == 3306

    def test_connection_to_postgresql_and_mariadb_gives_their_versions(
        self, admin: Api, ctx: AppContext
    ) -> None:
        postgres = admin.ok("POST", "/sysDatabaseInfo/testConnection", POSTGRES)
        assert postgres["version"].startswith("PostgreSQL ") and postgres["elapsedMs"] >= 0
        mariadb = admin.ok("POST", "/sysDatabaseInfo/testConnection", {**MARIADB, "password": ""})
        assert "MariaDB" in mariadb["version"]
        _, row = self.added(admin, ctx)  # a saved row: tested by its id alone
        assert admin.ok("POST", "/sysDatabaseInfo/testConnection", {"id": row["id"]})["version"].startswith(
            "PostgreSQL "
        )

    def test_failed_connections_are_told_in_chinese(self, admin: Api) -> None:
        refused = admin.post("/sysDatabaseInfo/testConnection", {**POSTGRES, "port": 1, "password": SECRET})
        assert _failure(refused) == (2020056, REFUSED) and SECRET not in json.dumps(refused)
        assert _failure(admin.post("/sysDatabaseInfo/testConnection", {**MARIADB, "port": 1})) == (
            2020056,
            REFUSED,
        )
        wrong = admin.post("/sysDatabaseInfo/testConnection", {**MARIADB, "password": SECRET})
        assert _failure(wrong) == (2020056, "连接失败：用户名或密码错误") and SECRET not in json.dumps(wrong)
        for target in (POSTGRES, MARIADB):
            unknown = admin.post("/sysDatabaseInfo/testConnection", {**target, "database": "no_such_db_x"})
            assert _failure(unknown) == (2020056, "连接失败：数据库no_such_db_x不存在")
        missing = admin.post("/sysDatabaseInfo/testConnection", {})
        assert _failure(missing) == (1012001, "请选择数据库信息或填写连接信息")

    def test_a_saved_password_is_used_when_none_is_typed(self, admin: Api, ctx: AppContext) -> None:
        name = unique("maria")
        admin.ok("POST", "/sysDatabaseInfo/add", {**MARIADB, "name": name, "password": "wrong-" + SECRET})
        row_id = admin.ok("GET", "/sysDatabaseInfo/page", name=name)["rows"][0]["id"]
        denied = (2020056, "连接失败：用户名或密码错误")
        assert _failure(admin.post("/sysDatabaseInfo/testConnection", {"id": row_id})) == denied
        form = {**MARIADB, "id": row_id}
        assert _failure(admin.post("/sysDatabaseInfo/testConnection", form)) == denied
        assert "MariaDB" in admin.ok("POST", "/sysDatabaseInfo/testConnection", MARIADB)["version"]

    def test_sqlite_files_only_under_the_data_directory(self, admin: Api, ctx: AppContext) -> None:
        folder = ctx.settings.data_dir / "datasources"
        folder.mkdir(parents=True, exist_ok=True)
        sqlite3.connect(folder / "demo.db").close()
        name = unique("lite")
        body = {
            "name": name,
            "dialect": "sqlite",
            "database": "datasources/demo.db",
            "host": "h",
            "password": "x",
        }
        admin.ok("POST", "/sysDatabaseInfo/add", body)
        row = admin.ok("GET", "/sysDatabaseInfo/page", name=name)["rows"][0]
        assert (row["host"], row["port"], row["passwordSet"]) == (None, None, False)
        version = admin.ok("POST", "/sysDatabaseInfo/testConnection", {"id": row["id"]})["version"]
        assert version.startswith("SQLite 3.")
        outside = (2020054, "SQLite数据库文件须位于数据目录（DATA_DIR）之下")
        for path in ("/etc/passwd", "../outside.db", str(ctx.settings.data_dir)):
            assert (
                _failure(admin.post("/sysDatabaseInfo/add", {**body, "name": unique("l"), "database": path}))
                == outside
            )
            test = {"dialect": "sqlite", "database": path}
            assert _failure(admin.post("/sysDatabaseInfo/testConnection", test)) == outside
        absent = {"dialect": "sqlite", "database": "datasources/absent.db"}
        assert _failure(admin.post("/sysDatabaseInfo/testConnection", absent)) == (
            2020056,
            "连接失败：数据库文件不存在",
        )
        assert not (folder / "absent.db").exists()

    def test_sql_server_needs_a_driver(self, admin: Api) -> None:
        answer = admin.post("/sysDatabaseInfo/testConnection", {**POSTGRES, "dialect": "mssql", "port": 1})
        if any(importlib.util.find_spec(m) for m in ("pymssql", "pyodbc")):
            assert answer["code"] == 2020056
        else:
            assert _failure(answer) == (
                2020055,
                "本系统未安装SQL Server驱动（pymssql或pyodbc），暂不支持连接SQL Server",
            )

    def test_the_own_database_is_listed_first_and_read_only(self, admin: Api, ctx: AppContext) -> None:
        self.added(admin, ctx)
        url = make_url(ctx.settings.DATABASE_URL)
        page = admin.ok("GET", "/sysDatabaseInfo/page", pageSize=1)
        own = page["rows"][0]
        assert (own["id"], own["name"], own["readOnly"], own["passwordSet"]) == (
            "0",
            "本系统数据库",
            True,
            False,
        )
        assert (own["dialect"], own["host"], own["database"]) == (
            url.get_backend_name(),
            url.host,
            url.database,
        )
        listed = [r["id"] for r in admin.ok("GET", "/sysDatabaseInfo/list")]
        paged = [
            admin.ok("GET", "/sysDatabaseInfo/page", pageSize=1, pageNo=n)["rows"][0]["id"] for n in (1, 2)
        ]
        assert listed[:2] == paged and page["totalRows"] == len(listed)
        assert admin.ok("GET", "/sysDatabaseInfo/detail", id="0") == own
        assert _failure(admin.post("/sysDatabaseInfo/edit", {**own, "database": "x"})) == READ_ONLY
        for body in ({"id": "0"}, [{"id": "0"}], {"ids": ["0"]}):
            assert _failure(admin.post("/sysDatabaseInfo/delete", body)) == READ_ONLY
        assert admin.ok("POST", "/sysDatabaseInfo/testConnection", {"id": "0"})["version"]
        assert all(r["id"] != "0" for r in admin.ok("GET", "/sysDatabaseInfo/page", name="不是它")["rows"])
        postgres_only = admin.ok("GET", "/sysDatabaseInfo/list", dialect="postgresql")
        assert ("0" in [r["id"] for r in postgres_only]) == (own["dialect"] == "postgresql")

    def test_testing_a_connection_needs_its_code(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        user = make_user(roles=(make_role(ctx, ["sysDatabaseInfo:page"]),), org="hxjt")
        api = Api(client, login(client, user.account))
        assert _failure(api.post("/sysDatabaseInfo/testConnection", POSTGRES)) == NO_PERMISSION
        assert all(SECRET not in json.dumps(r) for r in api.ok("GET", "/sysDatabaseInfo/page")["rows"])
