from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr


class MenuMeta(CamelModel):
    title: str
    icon: str | None = None
    show: bool = True
    target: str | None = None
    link: str | None = None


class LoginMenuNode(CamelModel):
    """One flat menu entry of the signed-in user (Snowy's LoginMenuTreeNode); `name` is the menu code."""

    id: IdStr
    pid: IdStr
    name: str
    component: str | None = None
    redirect: str | None = None
    path: str | None = None
    hidden: bool = False
    meta: MenuMeta


class ChangeAppBody(CamelModel):
    application: str = Field(min_length=1, max_length=50, title="应用编码")
