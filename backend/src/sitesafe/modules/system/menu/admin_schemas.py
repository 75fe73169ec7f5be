"""Shapes of 菜单管理 (Snowy's SysMenuParam and the SysMenu entity)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.core.urls import web_url
from sitesafe.crud.schemas import AuditOut, EditBase, Text

Address = Annotated[Text, AfterValidator(web_url)]
"""A router, link or redirect: an http(s) or relative address (a `javascript:` link would run in the
session of everyone who opens the menu)."""


class MenuOut(AuditOut):
    pid: IdStr
    pids: str
    name: str
    code: str
    type: int
    icon: str | None = None
    router: str | None = None
    component: str | None = None
    permission: str | None = None
    application: str
    open_type: int
    visible: str
    link: str | None = None
    redirect: str | None = None
    weight: int
    sort: int
    remark: str | None = None
    status: int
    children: list[MenuOut] = Field(default_factory=list)


class MenuListQuery(CamelModel):
    application: str | None = Field(None, max_length=50, title="所属应用")
    name: str | None = Field(None, max_length=100, title="菜单名称")


class MenuAppQuery(CamelModel):
    application: str | None = Field(None, max_length=50, title="所属应用")


class MenuAdd(CamelModel):
    pid: IdStr = Field(title="父级菜单")
    name: Text = Field(min_length=1, max_length=100, title="菜单名称")
    code: Text = Field(min_length=1, max_length=50, title="唯一编码")
    type: int = Field(ge=0, le=2, title="菜单类型")
    icon: Text | None = Field(None, max_length=255, title="图标")
    router: Address | None = Field(None, max_length=255, title="路由地址")
    component: Text | None = Field(None, max_length=255, title="组件地址")
    permission: Text | None = Field(None, max_length=255, title="权限标识")
    application: Text = Field(min_length=1, max_length=50, title="所属应用")
    open_type: int = Field(ge=0, le=3, title="打开方式")
    visible: Literal["Y", "N"] = Field(title="是否可见")
    link: Address | None = Field(None, max_length=255, title="链接地址")
    redirect: Address | None = Field(None, max_length=255, title="重定向地址")
    weight: int = Field(ge=1, le=2, title="权重")
    sort: int = Field(ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class MenuEdit(MenuAdd, EditBase):
    pass
