from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.core.sensitive import Sensitive

# What a send-log row means now: status as stored, with a sent code past its invalid time shown as expired.
SmsState = Literal["unsent", "pending", "verified", "expired", "failed"]


class SendMessageBody(CamelModel):
    """Snowy's body; emptiness is checked by the service (codes 2024001/2024003)."""

    phone_numbers: str | None = Field(None, max_length=20, title="手机号")
    template_code: str | None = Field(None, max_length=50, title="短信模板")
    params: dict[str, Any] | None = Field(None, title="模板参数")


class ValidateMessageBody(CamelModel):
    phone_numbers: str | None = Field(None, max_length=20, title="手机号")
    code: Annotated[str | None, Sensitive] = Field(None, max_length=10, title="验证码")
    template_code: str | None = Field(None, max_length=50, title="短信模板")


class SmsQuery(CamelModel):
    phone_numbers: str | None = Field(None, max_length=20, title="手机号")
    template_code: str | None = Field(None, max_length=50, title="短信模板")
    biz_id: str | None = Field(None, max_length=100, title="业务编号")
    status: int | None = Field(None, ge=0, le=3, title="发送状态")
    source: int | None = Field(None, ge=1, le=3, title="来源")
    state: SmsState | Literal[""] | None = Field(None, title="验证状态")
    search_begin_time: str | None = Field(None, max_length=19, title="开始时间")
    search_end_time: str | None = Field(None, max_length=19, title="结束时间")


class SmsOut(CamelModel):
    id: IdStr
    phone_numbers: str
    # Only a keyed hash is stored: nobody, administrators included, can read a code back.
    validate_code: str = "******"
    template_code: str | None = None
    biz_id: str | None = None
    status: int
    state: SmsState
    source: int
    fail_count: int
    invalid_time: DateTimeStr
    create_time: DateTimeStr | None = None
