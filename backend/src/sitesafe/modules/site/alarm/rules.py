"""告警通知规则 (`/siteAlarmNotify/*`): per project, which alarms (categories, minimum level) reach whom
(the project's safety officer, its manager, chosen members) by which channels (bell, SMS, e-mail)."""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator
from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.alarm.models import SiteAlarmNotifyRule
from sitesafe.modules.site.alarm.notify import CHANNELS, split
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.project.models import ProjectMember

MAX_USERS = 50


def _listed(value: Any) -> Any:
    return split(value) if isinstance(value, str) or value is None else value


class RuleOut(AuditOut):
    project_id: IdStr
    name: str
    categories: list[str] = Field(default_factory=list)
    min_level: int
    channels: list[str] = Field(default_factory=list)
    to_safety_officer: bool
    to_manager: bool
    user_ids: list[IdStr] = Field(default_factory=list)
    remark: str | None = None
    status: int

    _lists = field_validator("categories", "channels", "user_ids", mode="before")(_listed)


class RuleAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="规则名称")
    categories: list[str] = Field(default_factory=list, max_length=len(kinds.CATEGORIES), title="告警类别")
    min_level: int = Field(2, ge=1, le=2, title="最低告警级别")
    channels: list[str] = Field(min_length=1, max_length=len(CHANNELS), title="通知方式")
    to_safety_officer: bool = Field(True, title="通知安全负责人")
    to_manager: bool = Field(False, title="通知项目经理")
    user_ids: list[IdStr] = Field(default_factory=list, max_length=MAX_USERS, title="指定人员")
    remark: Text | None = Field(None, max_length=255, title="备注")


class RuleEdit(RuleAdd, EditBase):
    pass


class RuleQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="规则名称")
    status: int | None = Field(None, ge=0, le=1, title="状态")


RULE = Resource(
    name="siteAlarmNotify",
    title="告警通知规则",
    model=SiteAlarmNotifyRule,
    out=RuleOut,
    add=RuleAdd,
    edit=RuleEdit,
    not_found=ErrorCode.ALARM_RULE_NOT_EXIST,
    query=RuleQuery,
    filters=(Like("name"), Eq("status")),
    default_order=("create_time", "id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "changeStatus"}),
    tags=("告警",),
)


class RuleService(CrudService):
    skip_fields = frozenset({"categories", "channels", "user_ids"})

    def _lists(self, act: Act, body: RuleAdd, row: SiteAlarmNotifyRule, project_id: int | None) -> None:
        for category in body.categories:
            if category not in kinds.CATEGORY_NAMES:
                raise AppError(ErrorCode.ALARM_RULE_CATEGORY, value=category[:20])
        for channel in body.channels:
            if channel not in CHANNELS:
                raise AppError(ErrorCode.ALARM_RULE_CHANNEL, value=channel[:20])
        users = list(dict.fromkeys(body.user_ids))
        if users:
            members = set(
                act.db.execute(
                    select(ProjectMember.user_id).where(
                        ProjectMember.project_id == project_id, ProjectMember.user_id.in_(users)
                    )
                ).scalars()
            )
            if len(members) != len(users):
                raise AppError(ErrorCode.ALARM_RULE_USER)
        if not (body.to_safety_officer or body.to_manager or users):
            raise AppError(ErrorCode.ALARM_RULE_NOBODY)
        row.categories = ",".join(dict.fromkeys(body.categories)) or None
        row.channels = ",".join(c for c in CHANNELS if c in body.channels)
        row.user_ids = ",".join(str(u) for u in users) or None

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        self._lists(act, body, row, act.project_id)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        self._lists(act, body, row, row.project_id)


service = RuleService(RULE)
