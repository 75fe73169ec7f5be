from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class SendEmailBody(CamelModel):
    """Snowy's body; emptiness and sizes are checked by the service (codes 2023001-2023008)."""

    to: str | None = Field(None, title="收件人")
    title: str | None = Field(None, title="邮件标题")
    content: str | None = Field(None, title="邮件内容")


class EmailLogQuery(CamelModel):
    to_addresses: str | None = Field(None, max_length=200, title="收件人")
    subject: str | None = Field(None, max_length=200, title="邮件标题")
    success: Literal["Y", "N", ""] | None = Field(None, title="是否成功")
    search_begin_time: str | None = Field(None, max_length=19, title="开始时间")
    search_end_time: str | None = Field(None, max_length=19, title="结束时间")


class EmailLogOut(CamelModel):
    id: IdStr
    to_addresses: str
    subject: str
    content_type: str
    mail_from: str | None = None
    success: str
    message: str | None = None
    send_time: DateTimeStr
    account: str | None = None
