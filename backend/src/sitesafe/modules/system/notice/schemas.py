from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.system.notice.sanitize import sanitize_html

MAX_CONTENT = 1_000_000  # characters of HTML, embedded pictures included
MAX_RECIPIENTS = 10_000


def _safe_html(value: str) -> str:
    clean = sanitize_html(value).strip()
    if not clean:  # nothing left once the disallowed parts are gone (e.g. only a <script>)
        raise PydanticCustomError("missing", "不能为空")
    return clean


SafeHtml = Annotated[Text, AfterValidator(_safe_html)]
"""Rich text from a client: never stored (nor answered) as sent, always through the allow-list."""


class NoticeOut(AuditOut):
    title: str
    content: str
    type: int
    public_user_id: IdStr | None = None
    public_user_name: str | None = None
    public_org_id: IdStr | None = None
    public_org_name: str | None = None
    public_time: DateTimeStr | None = None
    cancel_time: DateTimeStr | None = None
    status: int


class ReadInfo(CamelModel):
    user_id: IdStr
    user_name: str
    read_status: int
    read_time: DateTimeStr | None = None


class NoticeDetailOut(NoticeOut):
    notice_user_id_list: list[IdStr] = Field(default_factory=list)
    notice_user_read_info_list: list[ReadInfo] = Field(default_factory=list)


class ReceivedOut(NoticeOut):
    read_status: int
    read_time: DateTimeStr | None = None


class UnreadItem(CamelModel):
    id: IdStr
    title: str
    type: int
    public_user_name: str | None = None
    public_time: DateTimeStr | None = None


class UnreadOut(CamelModel):
    """What the header bell shows: how many notices wait and the latest of them."""

    count: int
    rows: list[UnreadItem]


class NoticeQuery(CamelModel):
    search_value: str | None = Field(None, max_length=100, title="关键词")
    title: str | None = Field(None, max_length=200, title="标题")
    type: int | None = Field(None, title="类型")
    status: int | None = Field(None, title="状态")


class ReceivedQuery(CamelModel):
    search_value: str | None = Field(None, max_length=100, title="关键词")
    title: str | None = Field(None, max_length=200, title="标题")
    type: int | None = Field(None, title="类型")
    read_status: int | None = Field(None, ge=0, le=1, title="阅读状态")


class NoticeAdd(CamelModel):
    title: Text = Field(min_length=1, max_length=200, title="标题")
    content: SafeHtml = Field(min_length=1, max_length=MAX_CONTENT, title="内容")
    type: int = Field(ge=1, le=2, title="类型")
    # 0 saves a draft, 1 publishes at once (Snowy's add/edit take the status too).
    status: int = Field(0, ge=0, le=1, title="状态")
    notice_user_id_list: list[IdStr] = Field(max_length=MAX_RECIPIENTS, title="接收人")


class NoticeEdit(NoticeAdd, EditBase):
    pass
