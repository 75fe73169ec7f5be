"""隐患分类: the company-wide hazard category tree (高处坠落 → 临边防护, ...), a tree CRUD like the system's
organisation tree. Names are unique under one parent; a category used by an inspection stays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import func, select

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.context import Act, ActDep
from sitesafe.crud.filters import Like
from sitesafe.crud.resource import Resource, TreeRules, Unique
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import AuditOut, EditBase, Text, TreeNode
from sitesafe.crud.service import CrudService
from sitesafe.crud.tree import ancestor_ids, nest
from sitesafe.modules.site.inspection.models import SiteHazardCategory, SiteInspection

STATUS_DELETED = 2


class CategoryOut(AuditOut):
    pid: IdStr
    name: str
    code: str | None = None
    sort: int
    remark: str | None = None
    status: int
    children: list[CategoryOut] = Field(default_factory=list)


class CategoryQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="分类名称")


class CategoryAdd(CamelModel):
    pid: IdStr = Field(0, title="上级分类")
    name: Text = Field(min_length=1, max_length=100, title="分类名称")
    code: Text | None = Field(None, max_length=50, title="分类编码")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class CategoryEdit(CategoryAdd, EditBase):
    pass


CATEGORY = Resource(
    name="siteHazardCategory",
    title="隐患分类",
    model=SiteHazardCategory,
    out=CategoryOut,
    add=CategoryAdd,
    edit=CategoryEdit,
    not_found=ErrorCode.HAZARD_CATEGORY_NOT_EXIST,
    query=CategoryQuery,
    filters=(Like("name"),),
    default_order=("sort", "id"),
    uniques=(Unique("name", ErrorCode.HAZARD_CATEGORY_NAME_REPEAT, within=("pid",)),),
    tree=TreeRules(ErrorCode.HAZARD_CATEGORY_PID_EQUALS_ID, ErrorCode.HAZARD_CATEGORY_PID_IS_DESCENDANT),
    actions=frozenset({"list", "detail", "add", "edit", "delete"}),
    tags=("安全检查",),
)


class CategoryService(CrudService):
    def list_rows(self, act: Act, query: Any) -> list[BaseModel]:
        """The matching categories as trees (a match whose parent did not match becomes a root)."""
        items: list[CategoryOut] = [i for i in super().list_rows(act, query) if isinstance(i, CategoryOut)]
        roots: list[CategoryOut] = nest(
            items, lambda c: c.id, lambda c: c.pid, lambda p, c: p.children.append(c)
        )
        return list(roots)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        used = act.db.execute(
            select(func.count()).select_from(SiteInspection).where(SiteInspection.category_id.in_(ids))
        ).scalar_one()
        if used:
            raise AppError(ErrorCode.HAZARD_CATEGORY_IN_USE, count=used)

    def tree(self, act: Act) -> list[TreeNode]:
        """The live categories as picker nodes."""
        stmt = select(
            SiteHazardCategory.id, SiteHazardCategory.pid, SiteHazardCategory.name, SiteHazardCategory.sort
        ).where(*self.repo.live())
        rows = act.db.execute(stmt.order_by(SiteHazardCategory.sort, SiteHazardCategory.id)).all()
        nodes = [
            TreeNode(id=r.id, parent_id=r.pid, pid=r.pid, title=r.name, value=str(r.id), weight=r.sort)
            for r in rows
        ]
        return nest(nodes, lambda n: n.id, lambda n: n.pid, lambda p, c: p.children.append(c))


def live_category(act: Act, category_id: int) -> SiteHazardCategory | None:
    row = act.db.get(SiteHazardCategory, category_id)
    return None if row is None or row.status == STATUS_DELETED else row


def category_paths(act: Act, ids: Sequence[int | None]) -> dict[int, str]:
    """id -> "高处坠落/临边防护" (the names from the top), two queries for any number of categories."""
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    rows = {
        c.id: c
        for c in act.db.execute(select(SiteHazardCategory).where(SiteHazardCategory.id.in_(wanted))).scalars()
    }
    above = {a for c in rows.values() for a in ancestor_ids(c.pids)} - set(rows)
    names = {c.id: c.name for c in rows.values()}
    if above:
        stmt = select(SiteHazardCategory.id, SiteHazardCategory.name).where(SiteHazardCategory.id.in_(above))
        names.update({row_id: name for row_id, name in act.db.execute(stmt)})
    return {i: "/".join([*(names.get(a, "") for a in ancestor_ids(c.pids)), c.name]) for i, c in rows.items()}


service = CategoryService(CATEGORY)
router = crud_router(service)


@router.get("/siteHazardCategory/tree", response_model=Envelope[list[TreeNode]])
def site_hazard_category_tree(act: ActDep) -> EnvelopeResponse:
    """隐患分类树"""
    return ok(service.tree(act))
