"""审批记录's declaration: the manage core does the rest (approval, lists, extension form)."""

from __future__ import annotations

from typing import Any

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.modules.site.approval_record.models import SiteApprovalRecord
from sitesafe.modules.site.approval_record.schemas import (
    ApprovalRecordAdd,
    ApprovalRecordEdit,
    ApprovalRecordOut,
    ApprovalRecordQuery,
)
from sitesafe.modules.site.lookups import CREATOR, labels, users
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import require_dict

TYPES = "approval_record_type"

APPROVAL_RECORD = Resource(
    name="siteApprovalRecord",
    title="审批记录",
    model=SiteApprovalRecord,
    out=ApprovalRecordOut,
    add=ApprovalRecordAdd,
    edit=ApprovalRecordEdit,
    not_found=ErrorCode.APPROVAL_RECORD_NOT_EXIST,
    query=ApprovalRecordQuery,
    filters=(Like("title"), Eq("type")),
    sortable={"applyDate": "apply_date", "createTime": "create_time", "amount": "amount"},
    default_order=("-apply_date", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("标题", "title", 30),
        ExcelColumn("类型", "type_name", 12),
        ExcelColumn("申请日期", "apply_date", 12),
        ExcelColumn("申请内容", "content", 40),
        ExcelColumn("金额（元）", "amount", 14),
        ExcelColumn("申请人", "create_user_name", 12),
        ExcelColumn("备注", "remark", 24),
    ),
    tags=("审批记录",),
    lookups=(users(CREATOR), labels(("type", TYPES, "type_name"))),
)


class ApprovalRecordService(ManageService):
    file_fields = ("attachments",)

    def check(self, act: Act, row: Any, action: str) -> None:
        require_dict(act.db, TYPES, row.type, "type", "类型")


service = ApprovalRecordService(APPROVAL_RECORD, "site_approval_record")
