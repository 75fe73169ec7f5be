from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.core.sensitive import Sensitive, SensitiveStr
from sitesafe.modules.system.sms.service import is_mobile

EMAIL_PATTERN = r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$"
ACCOUNT_PATTERN = r"^[A-Za-z0-9_.@-]+$"


def _mobile(value: str) -> str:
    if not is_mobile(value):
        raise PydanticCustomError("mobile_format", "手机号格式不正确")
    return value


def _optional_mobile(value: str | None) -> str | None:
    return _mobile(value) if value else None


Mobile = Annotated[str, AfterValidator(_mobile)]
OptionalMobile = Annotated[str | None, AfterValidator(_optional_mobile)]
Password = Annotated[str, Field(min_length=6, max_length=64), Sensitive]


class UpdateInfoBody(CamelModel):
    id: IdStr | None = Field(None, title="用户主键")
    nick_name: str | None = Field(None, max_length=50, title="昵称")
    birthday: DateStr | None = Field(None, title="生日")
    sex: int = Field(3, ge=1, le=3, title="性别")
    email: str | None = Field(None, max_length=100, pattern=EMAIL_PATTERN, title="邮箱")
    phone: OptionalMobile = Field(None, title="手机号")
    tel: str | None = Field(None, max_length=30, title="电话")


class UpdatePwdBody(CamelModel):
    id: IdStr | None = Field(None, title="用户主键")
    password: SensitiveStr = Field(min_length=1, max_length=128, title="原密码")
    new_password: Password = Field(title="新密码")


class UpdateAvatarBody(CamelModel):
    id: IdStr | None = Field(None, title="用户主键")
    avatar: IdStr = Field(title="头像")


class BindPhoneBody(CamelModel):
    phone: Mobile = Field(title="手机号")
    code: SensitiveStr = Field(min_length=1, max_length=12, title="验证码")


class RegisterBody(CamelModel):
    account: str = Field(min_length=3, max_length=50, pattern=ACCOUNT_PATTERN, title="账号")
    password: Password = Field(title="密码")
    phone: Mobile = Field(title="手机号")
    sms_code: SensitiveStr = Field(min_length=1, max_length=12, title="短信验证码")
    email: str | None = Field(None, max_length=100, pattern=EMAIL_PATTERN, title="邮箱")
