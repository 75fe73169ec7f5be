"""项目公告: a project's board. A notice is drafted, published (stamped with the time), withdrawn and
published again; a published notice is withdrawn before it is edited or deleted. Pinned ones come first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.notice.schemas import (
    ProjectNoticeAdd,
    ProjectNoticeEdit,
    ProjectNoticeOut,
    ProjectNoticeQuery,
)
from sitesafe.modules.site.project.models import ProjectNotice

DRAFT, PUBLISHED, WITHDRAWN = 0, 1, 2

PROJECT_NOTICE = Resource(
    name="projectNotice",
    title="项目公告",
    model=ProjectNotice,
    out=ProjectNoticeOut,
    add=ProjectNoticeAdd,
    edit=ProjectNoticeEdit,
    not_found=ErrorCode.PROJECT_NOTICE_NOT_EXIST,
    query=ProjectNoticeQuery,
    filters=(Like("title"), Eq("state")),
    sortable={"title": "title", "publishTime": "publish_time", "createTime": "create_time"},
    default_order=("-top", "-create_time", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete"}),
)


class ProjectNoticeService(CrudService):
    def before_add(self, act: Act, body: Any, row: ProjectNotice) -> None:
        row.state = DRAFT

    def before_edit(self, act: Act, body: Any, row: ProjectNotice) -> None:
        if row.state == PUBLISHED:
            raise AppError(ErrorCode.PROJECT_NOTICE_CANNOT_EDIT)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        if any(row.state == PUBLISHED for row in rows):
            raise AppError(ErrorCode.PROJECT_NOTICE_CANNOT_DELETE)

    def publish(self, act: Act, notice_id: int) -> None:
        row = self.writable(act, notice_id, "publish")
        if row.state == PUBLISHED:
            raise AppError(ErrorCode.PROJECT_NOTICE_STATE, action="发布", reason="该公告已发布")
        row.state, row.publish_time = PUBLISHED, act.ctx.clock.now()
        act.commit()

    def withdraw(self, act: Act, notice_id: int) -> None:
        row = self.writable(act, notice_id, "withdraw")
        if row.state != PUBLISHED:
            raise AppError(ErrorCode.PROJECT_NOTICE_STATE, action="撤回", reason="只有已发布的公告可以撤回")
        row.state = WITHDRAWN
        act.commit()


service = ProjectNoticeService(PROJECT_NOTICE)
