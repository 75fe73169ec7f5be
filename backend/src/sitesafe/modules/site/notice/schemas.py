from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.system.notice.schemas import MAX_CONTENT, SafeHtml


class ProjectNoticeOut(AuditOut):
    project_id: IdStr
    title: str
    content: str
    top: bool
    state: int
    publish_time: DateTimeStr | None = None
    status: int


class ProjectNoticeQuery(CamelModel):
    title: str | None = Field(None, max_length=200, title="标题")
    state: int | None = Field(None, ge=0, le=2, title="发布状态")


class ProjectNoticeAdd(CamelModel):
    title: Text = Field(min_length=1, max_length=200, title="标题")
    # Through the system notices' allow-list: never stored (nor answered) as sent.
    content: SafeHtml = Field(min_length=1, max_length=MAX_CONTENT, title="内容")
    top: bool = Field(False, title="置顶")


class ProjectNoticeEdit(ProjectNoticeAdd, EditBase):
    pass
