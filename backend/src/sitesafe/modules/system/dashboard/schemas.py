"""Answers of the dashboard endpoints (camelCase on the wire; days `yyyy-MM-dd`, hours `yyyy-MM-dd HH`)."""

from __future__ import annotations

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class NamedCount(CamelModel):
    key: str
    name: str
    count: int


class SizedCount(CamelModel):
    key: str
    count: int
    size_kb: int


class DailySeries(CamelModel):
    """`labels[i]` is a local day or hour; each list has one value per label."""

    labels: list[str]
    success: list[int]
    failure: list[int]


class UserFigures(CamelModel):
    total: int
    new_this_week: int
    frozen: int
    online: int


class VisitFigures(CamelModel):
    today: int
    days30: int
    failed30: int
    series: DailySeries


class OpFigures(CamelModel):
    today: int
    days30: int
    failed30: int
    series: DailySeries
    by_type: list[NamedCount]
    top_operators: list[NamedCount]


class NoticeFigures(CamelModel):
    published: int
    draft: int
    this_month: int


class FileFigures(CamelModel):
    count: int
    size_kb: int
    by_suffix: list[SizedCount]


class AnalysisOut(CamelModel):
    users: UserFigures
    visits: VisitFigures
    ops: OpFigures
    notices: NoticeFigures
    files: FileFigures
    projects: int


class OpItem(CamelModel):
    id: IdStr
    name: str | None
    account: str | None
    op_type: int
    success: str
    message: str | None
    url: str | None
    op_time: DateTimeStr


class VisitItem(CamelModel):
    id: IdStr
    name: str
    account: str | None
    success: str
    message: str | None
    ip: str | None
    browser: str | None
    os: str | None
    vis_time: DateTimeStr


class MonitorOut(CamelModel):
    online_sessions: int
    online_users: int
    visits_today: int
    visits_failed_today: int
    ops_today: int
    ops_failed_today: int
    hourly_ops: DailySeries
    hourly_visits: DailySeries
    browsers: list[NamedCount]
    recent_failures: list[OpItem]
    recent_visits: list[VisitItem]
    files: FileFigures


class NoticeItem(CamelModel):
    id: IdStr
    title: str
    type: int
    summary: str
    public_user_name: str | None
    public_org_name: str | None
    public_time: DateTimeStr | None
    read_status: int | None = None


class ProjectItem(CamelModel):
    id: IdStr
    name: str


class WorkplaceOut(CamelModel):
    project_count: int
    projects: list[ProjectItem]
    unread_notices: int
    ops30: int
    logins30: int
    my_ops: DailySeries
    recent_ops: list[OpItem]
    notices: list[NoticeItem]


class AppScreens(CamelModel):
    """How many screens (menus) of an application the caller can open."""

    code: str
    screens: int


class MineOut(CamelModel):
    """The account centre: notices received and published (文章 tab), screens per application (应用 tab)."""

    received: list[NoticeItem]
    received_total: int
    unread: int
    published: list[NoticeItem]
    published_total: int
    apps: list[AppScreens]
