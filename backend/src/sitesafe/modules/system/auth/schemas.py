from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, DateTimeStr, IdStr
from sitesafe.core.sensitive import Sensitive
from sitesafe.modules.system.auth.sm2 import MAX_CIPHER_HEX, PASSWORD_MAX, looks_encrypted
from sitesafe.modules.system.menu.schemas import LoginMenuNode


class LoginBody(CamelModel):
    """Either `account` + `password` or `mobile` + `smsCode`."""

    account: str | None = Field(None, max_length=100, title="账号")
    # Up to 128 characters, or an SM2 ciphertext of the stock Snowy client (hex; `sm2.py`).
    password: Annotated[str | None, Sensitive] = Field(None, max_length=MAX_CIPHER_HEX, title="密码")
    mobile: str | None = Field(None, max_length=20, title="手机号")
    sms_code: Annotated[str | None, Sensitive] = Field(None, max_length=12, title="短信验证码")
    code: str | None = Field(None, max_length=512, title="验证码")
    tenant_code: str | None = Field(None, max_length=50, title="租户编码")
    remember_me: bool | None = None

    @field_validator("password")
    @classmethod
    def _password_length(cls, value: str | None) -> str | None:
        if value is not None and len(value) > PASSWORD_MAX and not looks_encrypted(value):
            raise PydanticCustomError("string_too_long", "too long", {"max_length": PASSWORD_MAX})
        return value


class OrgPos(CamelModel):
    org_code: str
    org_name: str
    pos_code: str
    pos_name: str


class Position(CamelModel):
    pos_code: str
    pos_name: str


class LoginEmpInfo(CamelModel):
    job_num: str | None = None
    org_id: IdStr | None = None
    org_name: str | None = None
    ext_org_pos: list[OrgPos] = Field(default_factory=list)
    positions: list[Position] = Field(default_factory=list)


class LoginApp(CamelModel):
    code: str
    name: str
    active: bool


class LoginRole(CamelModel):
    id: IdStr
    code: str
    name: str


class LoginUser(CamelModel):
    id: IdStr
    account: str
    nick_name: str | None
    name: str
    avatar: IdStr | None
    birthday: DateStr | None
    sex: int
    email: str | None
    phone: str | None
    tel: str | None
    admin_type: int
    last_login_ip: str | None
    last_login_time: DateTimeStr | None
    last_login_address: str | None
    last_login_browser: str | None
    last_login_os: str | None
    login_emp_info: LoginEmpInfo
    apps: list[LoginApp]
    roles: list[LoginRole]
    permissions: list[str]
    menus: list[LoginMenuNode]
    data_scopes: list[IdStr]
    tenants: Any = None
    preferences: dict[str, Any]
    # True after an administrator set the password: the console shows only the password change.
    password_change_required: bool = False
