"""Request and response shapes every CRUD resource shares."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr, parse_id

MAX_BATCH = 1000
STATUS_TEXT = {0: "正常", 1: "停用", 2: "删除"}


def _strip(value: object) -> object:
    return value.strip() if isinstance(value, str) else value


Text = Annotated[str, BeforeValidator(_strip)]
"""A string with surrounding blanks removed before length checks (so "  " is empty)."""


def _join_codes(value: object) -> object:
    if isinstance(value, list | tuple):
        return ",".join(text for item in value if (text := str(item).strip()))
    return _strip(value)


def _split_codes(value: object) -> object:
    return [code for code in value.split(",") if code] if isinstance(value, str) else value


Codes = Annotated[str, BeforeValidator(_join_codes)]
"""Several dictionary codes (a multiple choice), sent as a list and stored comma-joined."""
CodeList = Annotated[list[str], BeforeValidator(_split_codes)]
"""Comma-joined codes as stored, answered as a list."""


def status_text(value: object) -> str:
    return STATUS_TEXT.get(value, "") if isinstance(value, int) else ""


class AuditOut(CamelModel):
    """Id, audit columns and the concurrency version of a row."""

    id: IdStr
    create_time: DateTimeStr | None = None
    create_user: IdStr | None = None
    update_time: DateTimeStr | None = None
    update_user: IdStr | None = None
    version: int | None = None


class EditBase(CamelModel):
    """An edit names its row and the version (or, for tables without one, the update time) it read."""

    id: IdStr = Field(title="主键")
    version: int | None = Field(None, ge=0, title="版本")
    update_time: str | None = Field(None, max_length=32, title="更新时间")


class IdBody(CamelModel):
    id: IdStr = Field(title="主键")


class StatusBody(CamelModel):
    id: IdStr = Field(title="主键")
    status: int = Field(title="状态")


class NoQuery(CamelModel):
    """A resource without filters."""


class TreeNode(CamelModel):
    """Snowy's AntdBaseTreeNode (`pid` repeats `parentId`, `value` is the id as a string)."""

    id: IdStr
    parent_id: IdStr
    pid: IdStr
    title: str
    value: str
    weight: int
    children: list[TreeNode] = Field(default_factory=list)


def _one_id(item: Any) -> int:
    value = item.get("id") if isinstance(item, dict) else item
    if value is None or value == "":
        raise AppError(ErrorCode.PARAM_ERROR, message="主键不能为空")
    number = parse_id(value)
    if number is None or number == 0:
        raise AppError(ErrorCode.PARAM_ERROR, message="主键格式不正确")
    return number


def parse_ids(body: Any) -> list[int]:
    """Ids of a delete body: `{id}`, Snowy's `[{id}, ...]`, or `{ids: [...]}` (at most 1000)."""
    items: Sequence[Any]
    if isinstance(body, dict) and "ids" in body:
        items = body["ids"] if isinstance(body["ids"], list) else [body["ids"]]
    elif isinstance(body, dict):
        items = [body]
    elif isinstance(body, list):
        items = body
    else:
        raise AppError(ErrorCode.PARAM_ERROR, message="主键不能为空")
    if not items:
        raise AppError(ErrorCode.PARAM_ERROR, message="主键不能为空")
    if len(items) > MAX_BATCH:
        raise AppError(ErrorCode.PARAM_ERROR, message=f"一次最多操作{MAX_BATCH}条数据")
    return list(dict.fromkeys(_one_id(item) for item in items))
