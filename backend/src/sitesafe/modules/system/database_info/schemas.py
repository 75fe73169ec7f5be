from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.core.sensitive import Sensitive
from sitesafe.crud.schemas import AuditOut, EditBase, Text

Dialect = Literal["postgresql", "mysql", "sqlite", "mssql"]
DIALECT_NAMES: dict[str, str] = {
    "postgresql": "PostgreSQL",
    "mysql": "MySQL",
    "sqlite": "SQLite",
    "mssql": "SQL Server",
}
DEFAULT_PORTS: dict[str, int] = {"postgresql": 5432, "mysql": 3306, "mssql": 1433}


class DatabaseInfoOut(AuditOut):
    name: str
    dialect: str
    host: str | None = None
    port: int | None = None
    database: str
    username: str | None = None
    # Whether a password is stored: the password itself is never answered.
    password_set: bool = False
    remark: str | None = None
    # The console's own database: shown, never edited or deleted.
    read_only: bool = False


class DatabaseInfoQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="名称")
    dialect: str | None = Field(None, max_length=20, title="数据库类型")


class ConnectionFields(CamelModel):
    """Where a database is: a server (host, port, user, password) or, for SQLite, a file under DATA_DIR."""

    dialect: Dialect = Field(title="数据库类型")
    host: Text | None = Field(None, max_length=255, title="主机")
    port: int | None = Field(None, ge=1, le=65535, title="端口")
    database: Text = Field(min_length=1, max_length=255, title="数据库")
    username: Text | None = Field(None, max_length=100, title="用户名")
    # Write-only: empty on an edit keeps the stored password.
    password: Annotated[str | None, Sensitive] = Field(None, max_length=256, title="密码")

    @model_validator(mode="after")
    def _server_needs_host(self) -> Self:
        _require_host(self)
        return self


class DatabaseInfoAdd(ConnectionFields):
    name: Text = Field(min_length=1, max_length=100, title="名称")
    remark: Text | None = Field(None, max_length=255, title="备注")


class DatabaseInfoEdit(DatabaseInfoAdd, EditBase):
    clear_password: bool = Field(False, title="清除密码")


class ConnectionTest(CamelModel):
    """A saved row (`id` alone) or unsaved form values; with both, an empty password means the stored
    one of that row."""

    id: IdStr | None = Field(None, title="主键")
    dialect: Dialect | None = Field(None, title="数据库类型")
    host: Text | None = Field(None, max_length=255, title="主机")
    port: int | None = Field(None, ge=1, le=65535, title="端口")
    database: Text | None = Field(None, min_length=1, max_length=255, title="数据库")
    username: Text | None = Field(None, max_length=100, title="用户名")
    password: Annotated[str | None, Sensitive] = Field(None, max_length=256, title="密码")

    @model_validator(mode="after")
    def _row_or_values(self) -> Self:
        if self.dialect is None:
            if self.id is None:
                raise PydanticCustomError("target_missing", "请选择数据库信息或填写连接信息")
            return self
        if not self.database:
            raise PydanticCustomError("database_required", "数据库不能为空")
        _require_host(self)
        return self

    @property
    def given_values(self) -> bool:
        return self.dialect is not None


def _require_host(values: ConnectionFields | ConnectionTest) -> None:
    """A server database needs its host; the port defaults to the dialect's own."""
    if values.dialect in (None, "sqlite"):
        return
    if not values.host:
        raise PydanticCustomError("host_required", "主机不能为空")
    if values.port is None:
        values.port = DEFAULT_PORTS[values.dialect]


class ConnectionResult(CamelModel):
    version: str
    elapsed_ms: int
