"""操作日志 / 访问日志: read-only pages, detail and export, and clearing all rows."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.log.models import SysOpLog, SysVisLog
from sitesafe.modules.system.log.schemas import OpLogOut, OpLogQuery, VisLogOut, VisLogQuery

READ_ACTIONS = frozenset({"page", "detail", "export"})
OP_TYPES = {0: "其它", 1: "增加", 2: "删除", 3: "编辑", 4: "更新", 5: "查询", 6: "详情", 7: "树", 8: "导入",
            9: "导出", 10: "授权", 11: "强退", 12: "清空", 13: "修改状态"}  # fmt: skip
VIS_TYPES = {1: "登录", 2: "登出"}


def _success_text(value: Any) -> str:
    return "成功" if value == "Y" else "失败"


def _dict_text(names: dict[int, str]) -> Any:
    return lambda value: names.get(value, str(value)) if value is not None else ""


OP_LOG = Resource(
    name="sysOpLog",
    title="操作日志",
    model=SysOpLog,
    out=OpLogOut,
    not_found=ErrorCode.LOG_NOT_EXIST,
    query=OpLogQuery,
    filters=(
        Like("name"),
        Eq("op_type"),
        Eq("success"),
        DateRange("search_begin_time", "search_end_time", "op_time"),
    ),
    sortable={"opTime": "op_time"},
    default_order=("-op_time", "-id"),
    actions=READ_ACTIONS,
    export_columns=(
        ExcelColumn("日志名称", "name", 24),
        ExcelColumn("操作类型", "op_type", 10, _dict_text(OP_TYPES)),
        ExcelColumn("是否成功", "success", 10, _success_text),
        ExcelColumn("信息", "message", 30),
        ExcelColumn("IP", "ip", 16),
        ExcelColumn("浏览器", "browser", 16),
        ExcelColumn("操作系统", "os", 16),
        ExcelColumn("请求地址", "url", 30),
        ExcelColumn("请求方式", "req_method", 10),
        ExcelColumn("操作时间", "op_time", 20),
        ExcelColumn("操作账号", "account", 16),
    ),
    tags=("日志管理",),
)

VIS_LOG = Resource(
    name="sysVisLog",
    title="访问日志",
    model=SysVisLog,
    out=VisLogOut,
    not_found=ErrorCode.LOG_NOT_EXIST,
    query=VisLogQuery,
    filters=(
        Like("name"),
        Eq("vis_type"),
        Eq("success"),
        DateRange("search_begin_time", "search_end_time", "vis_time"),
    ),
    sortable={"visTime": "vis_time"},
    default_order=("-vis_time", "-id"),
    actions=READ_ACTIONS,
    export_columns=(
        ExcelColumn("日志名称", "name", 16),
        ExcelColumn("访问类型", "vis_type", 10, _dict_text(VIS_TYPES)),
        ExcelColumn("是否成功", "success", 10, _success_text),
        ExcelColumn("信息", "message", 30),
        ExcelColumn("IP", "ip", 16),
        ExcelColumn("浏览器", "browser", 16),
        ExcelColumn("操作系统", "os", 16),
        ExcelColumn("访问时间", "vis_time", 20),
        ExcelColumn("访问账号", "account", 16),
    ),
    tags=("日志管理",),
)


class LogService(CrudService):
    def clear(self, act: Act) -> None:
        """Deletes every row (the op-log middleware records this call afterwards)."""
        act.db.execute(delete(self.model))
        act.commit()


op_log_service = LogService(OP_LOG)
vis_log_service = LogService(VIS_LOG)
