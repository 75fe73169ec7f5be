"""参建单位 (category 1) and 分包单位 (category 2): two resources over one table.

Each resource sees only its category, by id too. The USCC is checked (GB 32100) and unique among the
project's live enterprises of both categories. A 分包单位 works under an enterprise of the same project.
An enterprise that teams, people or subcontractors refer to cannot be deleted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select, union_all
from sqlalchemy.orm import Session

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq, Like
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.repository import Repository
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.enterprise.models import (
    CATEGORY_PARTICIPANT,
    CATEGORY_SUBCONTRACTOR,
    ProjectEnterprise,
)
from sitesafe.modules.site.enterprise.schemas import (
    EnterpriseAdd,
    EnterpriseEdit,
    EnterpriseOut,
    EnterpriseQuery,
    SubEnterpriseAdd,
    SubEnterpriseEdit,
    SubEnterpriseQuery,
)
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.system.dict.service import dict_labels

ACTIONS = frozenset({"page", "list", "detail", "add", "edit", "delete", "export"})
USCC_UNIQUE = Unique("uscc", ErrorCode.ENTERPRISE_USCC_REPEAT, within=("project_id",))
SORTABLE = {"name": "name", "entryDate": "entry_date", "createTime": "create_time"}
COMMON_COLUMNS = (
    ExcelColumn("单位名称", "name", 30),
    ExcelColumn("统一社会信用代码", "uscc", 22),
)
CONTACT_COLUMNS = (
    ExcelColumn("联系人", "contact", 12),
    ExcelColumn("联系电话", "contact_phone", 16),
    ExcelColumn("进场日期", "entry_date", 12),
    ExcelColumn("退场日期", "exit_date", 12),
)

PROJECT_ENTERPRISE = Resource(
    name="projectEnterprise",
    title="参建单位",
    model=ProjectEnterprise,
    out=EnterpriseOut,
    add=EnterpriseAdd,
    edit=EnterpriseEdit,
    not_found=ErrorCode.ENTERPRISE_NOT_EXIST,
    query=EnterpriseQuery,
    filters=(Like("name"), Like("uscc"), Eq("role")),
    sortable=SORTABLE,
    default_order=("create_time", "id"),
    uniques=(USCC_UNIQUE,),
    actions=ACTIONS,
    export_columns=(
        *COMMON_COLUMNS,
        ExcelColumn("参建角色", "role_name", 14),
        ExcelColumn("资质", "qualification", 20),
        ExcelColumn("法定代表人", "legal_person", 12),
        *CONTACT_COLUMNS,
    ),
)
SUB_ENTERPRISE = Resource(
    name="subEnterprise",
    title="分包单位",
    model=ProjectEnterprise,
    out=EnterpriseOut,
    add=SubEnterpriseAdd,
    edit=SubEnterpriseEdit,
    not_found=ErrorCode.SUB_ENTERPRISE_NOT_EXIST,
    query=SubEnterpriseQuery,
    filters=(Like("name"), Like("uscc"), Eq("role"), Eq("parent_id")),
    sortable=SORTABLE,
    default_order=("create_time", "id"),
    uniques=(USCC_UNIQUE,),
    actions=ACTIONS,
    export_columns=(
        *COMMON_COLUMNS,
        ExcelColumn("分包类型", "role_name", 12),
        ExcelColumn("上级单位", "parent_name", 30),
        ExcelColumn("合同编号", "contract_no", 18),
        ExcelColumn("合同金额（万元）", "contract_amount", 16),
        ExcelColumn("施工范围", "work_scope", 30),
        ExcelColumn("资质", "qualification", 20),
        *CONTACT_COLUMNS,
    ),
)


class CategoryRepository(Repository):
    """Rows of one category only: a row of the other category is "not found" to this resource."""

    def __init__(self, resource: Resource, category: int) -> None:
        super().__init__(resource)
        self.category = category

    def get(self, db: Session, row_id: int, *, with_deleted: bool = False) -> Any | None:
        row = super().get(db, row_id, with_deleted=with_deleted)
        return row if row is not None and row.category == self.category else None

    def get_many(self, db: Session, ids: Sequence[int]) -> list[Any]:
        rows = super().get_many(db, ids)
        if any(row.category != self.category for row in rows):
            raise AppError(self.resource.not_found)
        return rows


class EnterpriseService(CrudService):
    def __init__(self, resource: Resource, category: int, role_dict: str, role_title: str) -> None:
        super().__init__(resource)
        self.repo = CategoryRepository(resource, category)
        self.category, self.role_dict, self.role_title = category, role_dict, role_title

    def fixed_conditions(self, act: Act) -> list[Condition]:
        return [ProjectEnterprise.category == self.category]

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        items = [row[0] for row in rows]
        labels = dict_labels(act.db, self.role_dict)
        parents = {i.parent_id for i in items if i.parent_id is not None}
        names: dict[int, str] = {}
        if parents:
            found = select(ProjectEnterprise.id, ProjectEnterprise.name).where(
                ProjectEnterprise.id.in_(parents)
            )
            names = {row_id: name for row_id, name in act.db.execute(found)}
        out = []
        for item in items:
            one = EnterpriseOut.model_validate(item)
            one.role_name = labels.get(item.role or "")
            one.parent_name = names.get(item.parent_id) if item.parent_id is not None else None
            out.append(one)
        return out

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self.to_out(act, [(row,)])[0]

    def before_add(self, act: Act, body: Any, row: ProjectEnterprise) -> None:
        row.category = self.category

    def check(self, act: Act, row: ProjectEnterprise, action: str) -> None:
        if row.role not in dict_labels(act.db, self.role_dict):
            raise FieldError(ErrorCode.PARAM_ERROR, "role", f"{self.role_title}不正确，请从字典中选择")
        if row.entry_date and row.exit_date and row.exit_date < row.entry_date:
            raise FieldError(ErrorCode.PARAM_ERROR, "exit_date", "退场日期不能早于进场日期")

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        used = union_all(
            select(SiteTeam.id).where(SiteTeam.enterprise_id.in_(ids), live(SiteTeam)),
            select(SitePerson.id).where(SitePerson.enterprise_id.in_(ids), live(SitePerson)),
        )
        if act.db.execute(used.limit(1)).first() is not None:
            raise AppError(ErrorCode.ENTERPRISE_IN_USE)
        subs = select(ProjectEnterprise.id).where(
            ProjectEnterprise.parent_id.in_(ids),
            ProjectEnterprise.id.not_in(ids),
            live(ProjectEnterprise),
        )
        if act.db.execute(subs.limit(1)).first() is not None:
            raise AppError(ErrorCode.ENTERPRISE_HAS_SUBS)


class SubEnterpriseService(EnterpriseService):
    def check(self, act: Act, row: ProjectEnterprise, action: str) -> None:
        super().check(act, row, action)
        parent = act.db.get(ProjectEnterprise, row.parent_id) if row.parent_id is not None else None
        if (
            parent is None
            or parent.id == row.id
            or parent.status == STATUS_DELETED
            or parent.project_id != row.project_id
        ):
            raise FieldError(ErrorCode.ENTERPRISE_PARENT_NOT_EXIST, "parent_id")


enterprise_service = EnterpriseService(
    PROJECT_ENTERPRISE, CATEGORY_PARTICIPANT, "enterprise_role", "参建角色"
)
sub_service = SubEnterpriseService(SUB_ENTERPRISE, CATEGORY_SUBCONTRACTOR, "subcontract_type", "分包类型")
