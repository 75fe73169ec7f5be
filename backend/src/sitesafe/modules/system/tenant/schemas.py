from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.core.sensitive import SensitiveStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text

CODE_PATTERN = r"^[a-z][a-z0-9_]{1,29}$"
ACCOUNT_PATTERN = r"^[A-Za-z0-9_]{2,50}$"


class TenantOut(AuditOut):
    name: str
    code: str
    db_name: str
    admin_name: str
    sort: int
    remark: str | None = None
    status: int


class TenantQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="租户名称")
    code: str | None = Field(None, max_length=50, title="租户编码")
    search_status: int | None = Field(None, ge=0, le=1, title="状态")


class TenantEdit(EditBase):
    name: Text = Field(min_length=1, max_length=100, title="租户名称")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class TenantAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="租户名称")
    code: Text = Field(pattern=CODE_PATTERN, title="租户编码")
    admin_name: Text = Field(pattern=ACCOUNT_PATTERN, title="管理员账号")
    admin_password: SensitiveStr = Field(min_length=6, max_length=32, title="管理员密码")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class TenantPwdBody(CamelModel):
    id: IdStr = Field(title="主键")
    admin_password: SensitiveStr = Field(min_length=6, max_length=32, title="管理员新密码")
