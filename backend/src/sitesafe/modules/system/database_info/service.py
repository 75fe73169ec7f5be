"""数据库信息: external databases an administrator registers. Names are unique; the password is sealed
with the field cipher and never answered (`passwordSet`). The stored password only ever goes to the
place it was given for: an edit without a new one keeps it while dialect, host, port, database and user
stay, and drops it when any of them changes; 测试连接 of form values uses it only when they name that same
place. A SQLite file must lie in DATA_DIR/datasources and not be the console's own (sqlite_files.py). The
console's own database is listed first as a read-only row (id 0) that cannot be edited or deleted."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from pydantic import BaseModel

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.core.ratelimit import Rule
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.database_info import connect, sqlite_files
from sitesafe.modules.system.database_info.models import SysDatabaseInfo
from sitesafe.modules.system.database_info.schemas import (
    DIALECT_NAMES,
    ConnectionFields,
    ConnectionResult,
    ConnectionTest,
    DatabaseInfoAdd,
    DatabaseInfoEdit,
    DatabaseInfoOut,
    DatabaseInfoQuery,
)

OWN_ID = 0
OWN_NAME = "本系统数据库"
# SQLAlchemy backend names -> our dialect codes.
_BACKENDS = {"mariadb": "mysql"}
# 测试连接 per user: enough to fix a form by trial, too few to sweep a network.
TESTS_PER_MINUTE = 10


def _same_place(row: SysDatabaseInfo, given: ConnectionFields | ConnectionTest) -> bool:
    """Whether form values name the database a row's password was stored for."""
    stored = (row.dialect, row.host or None, row.port, row.database, row.username or None)
    return stored == (given.dialect, given.host or None, given.port, given.database, given.username or None)


def _yes_no(value: object) -> str:
    return "是" if value else "否"


DATABASE_INFO = Resource(
    name="sysDatabaseInfo",
    title="数据库信息",
    model=SysDatabaseInfo,
    out=DatabaseInfoOut,
    add=DatabaseInfoAdd,
    edit=DatabaseInfoEdit,
    not_found=ErrorCode.DATABASE_INFO_NOT_EXIST,
    query=DatabaseInfoQuery,
    filters=(Like("name"), Eq("dialect")),
    sortable={"name": "name", "dialect": "dialect", "createTime": "create_time"},
    default_order=("create_time", "id"),
    uniques=(Unique("name", ErrorCode.DATABASE_INFO_NAME_REPEAT),),
    # `delete` is the module's own route: it names the read-only row before parsing ids.
    actions=frozenset({"page", "list", "detail", "add", "edit", "export"}),
    export_columns=(
        ExcelColumn("名称", "name", 24),
        ExcelColumn("数据库类型", "dialect", 14, lambda v: DIALECT_NAMES.get(v, v)),
        ExcelColumn("主机", "host", 20),
        ExcelColumn("端口", "port", 10),
        ExcelColumn("数据库", "database", 24),
        ExcelColumn("用户名", "username", 16),
        ExcelColumn("已设置密码", "password_set", 12, _yes_no),
        ExcelColumn("备注", "remark", 30),
        ExcelColumn("创建时间", "create_time", 20),
    ),
)


class DatabaseInfoService(CrudService):
    # ----- the console's own database ---------------------------------------------------------

    def own(self, act: Act) -> DatabaseInfoOut:
        url = act.db.get_bind().engine.url
        backend = url.get_backend_name()
        dialect = _BACKENDS.get(backend, backend)
        return DatabaseInfoOut(
            id=OWN_ID,
            name=OWN_NAME,
            dialect=dialect,
            host=url.host,
            port=url.port,
            database=url.database or "",
            username=url.username,
            password_set=False,
            remark="本系统正在使用的数据库（只读）",
            read_only=True,
        )

    def _own_listed(self, act: Act, query: Any) -> DatabaseInfoOut | None:
        own = self.own(act)
        if query.name and query.name not in own.name:
            return None
        if query.dialect and query.dialect != own.dialect:
            return None
        return own

    # ----- reads: the own row first ----------------------------------------------------------------

    def page(self, act: Act, query: Any, params: PageParams) -> PageResult[BaseModel]:
        order = self.repo.order(params)
        own = self._own_listed(act, query)
        skip = 1 if own is not None else 0
        first_page = params.offset == 0
        offset = max(params.offset - skip, 0)
        limit = params.page_size - (skip if first_page else 0)
        conditions = self.conditions(act, query)
        rows: Sequence[Any] = []
        if limit > 0:
            stmt = self.base_select(act).where(*conditions).order_by(*order).offset(offset).limit(limit)
            rows = act.db.execute(stmt).all()
        items: list[BaseModel] = list(self.to_out(act, rows))
        if own is not None and first_page:
            items.insert(0, own)
        return page_result(items, self.repo.count(act.db, conditions) + skip, params)

    def list_rows(self, act: Act, query: Any) -> list[BaseModel]:
        own = self._own_listed(act, query)
        rows = super().list_rows(act, query)
        return rows if own is None else [own, *rows]

    def detail(self, act: Act, row_id: int) -> BaseModel:
        return self.own(act) if row_id == OWN_ID else super().detail(act, row_id)

    # ----- writes ----------------------------------------------------------------------------------

    def before_add(self, act: Act, body: DatabaseInfoAdd, row: SysDatabaseInfo) -> None:
        row.password_enc = act.ctx.cipher.encrypt(body.password) if body.password else None

    def edit(self, act: Act, body: Any) -> Any:
        if body.id == OWN_ID:
            raise AppError(ErrorCode.DATABASE_INFO_READ_ONLY)
        return super().edit(act, body)

    def before_edit(self, act: Act, body: DatabaseInfoEdit, row: SysDatabaseInfo) -> None:
        if body.password:
            row.password_enc = act.ctx.cipher.encrypt(body.password)
        elif body.clear_password or not _same_place(row, body):
            row.password_enc = None

    def check(self, act: Act, row: SysDatabaseInfo, action: str) -> None:
        if row.dialect == "sqlite":
            path = connect.sqlite_path(act.ctx.settings.data_dir, row.database)
            sqlite_files.not_own_database(path, act.ctx.settings.DATABASE_URL)
            row.host = row.port = row.username = row.password_enc = None

    def delete_checked(self, act: Act, ids: Sequence[int]) -> None:
        if OWN_ID in ids:
            raise AppError(ErrorCode.DATABASE_INFO_READ_ONLY)
        self.delete(act, ids)

    # ----- 测试连接 ----------------------------------------------------------------------------------

    def test_connection(self, act: Act, body: ConnectionTest) -> ConnectionResult:
        """Tests a saved row (`id` alone) or unsaved form values (with `id`: its stored password when
        none is typed and the values name the row's own place), at most TESTS_PER_MINUTE a minute."""
        rule = Rule(f"dbconn:test:{act.user.user_id}", TESTS_PER_MINUTE, timedelta(minutes=1))
        wait = act.ctx.limits.take([rule], act.ctx.clock.now())
        if wait is not None:
            raise AppError(ErrorCode.DATABASE_INFO_TEST_TOO_FREQUENT, seconds=wait)
        if body.id == OWN_ID and not body.given_values:
            return connect.own_version(act.db, self.own(act).dialect)
        stored = None
        if body.id is not None and body.id != OWN_ID:
            stored = self.readable(act, body.id)
        if body.given_values:
            password = body.password
            if not password and stored is not None and _same_place(stored, body):
                password = self.stored_password(act, stored)
            assert body.dialect is not None and body.database is not None  # the schema's rule
            target = connect.Target(
                body.dialect, body.host, body.port, body.database, body.username, password
            )
        elif stored is not None:
            target = self.target(act, stored)
        else:
            raise AppError(ErrorCode.DATABASE_INFO_NOT_EXIST)
        return connect.server_version(target, act.ctx.settings)

    def target(self, act: Act, row: SysDatabaseInfo) -> connect.Target:
        """Where a saved row's database is, with its stored password."""
        password = self.stored_password(act, row)
        return connect.Target(row.dialect, row.host, row.port, row.database, row.username, password)

    @staticmethod
    def stored_password(act: Act, row: SysDatabaseInfo) -> str | None:
        if not row.password_enc:
            return None
        try:
            return act.ctx.cipher.decrypt(row.password_enc)
        except ValueError:
            # Sealed under another DATA_KEY: ask for the password again rather than fail obscurely.
            raise AppError(
                ErrorCode.DATABASE_INFO_CONNECT_FAILED, reason="已保存的密码无法解密，请重新填写密码"
            ) from None


service = DatabaseInfoService(DATABASE_INFO)
