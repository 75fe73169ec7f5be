"""机构管理: the organisation tree. A non-super user sees the organisations of their data scope and
their ancestors (to navigate the tree), and changes only those in scope."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, select, union_all
from sqlalchemy.orm import aliased

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.batch import ImportBatch
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq, Like, Subtree
from sitesafe.crud.repository import AnySelect
from sitesafe.crud.resource import ExcelColumn, Resource, TreeRules, Unique
from sitesafe.crud.schemas import TreeNode, status_text
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.crud.tree import ROOT, ancestor_ids, nest
from sitesafe.modules.system.emp.models import SysEmp, SysEmpExtOrgPos
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.org.schemas import OrgAdd, OrgEdit, OrgImport, OrgListQuery, OrgOut, OrgQuery
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.role.models import SysRoleDataScope
from sitesafe.modules.system.user.models import SysUserDataScope

ORG = Resource(
    name="sysOrg",
    title="机构",
    model=SysOrg,
    out=OrgOut,
    add=OrgAdd,
    edit=OrgEdit,
    not_found=ErrorCode.ORG_NOT_EXIST,
    query=OrgQuery,
    filters=(Like("name"), Eq("id"), Subtree("pid")),
    list_query=OrgListQuery,
    list_filters=(Eq("pid"),),
    sortable={"name": "name", "code": "code", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.ORG_CODE_REPEAT), Unique("name", ErrorCode.ORG_NAME_REPEAT, ("pid",))),
    tree=TreeRules(ErrorCode.ORG_PID_EQUALS_ID, ErrorCode.ORG_PID_IS_DESCENDANT),
    org_column="id",
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export", "import", "template"}),
    export_columns=(
        ExcelColumn("机构名称", "name", 24),
        ExcelColumn("机构编码", "code", 20),
        ExcelColumn("上级机构编码", "parent_code", 20),
        ExcelColumn("排序", "sort", 10),
        ExcelColumn("备注", "remark", 30),
        ExcelColumn("状态", "status", 10, status_text),
        ExcelColumn("创建时间", "create_time", 20),
    ),
    import_row=OrgImport,
)
_PARENT = aliased(SysOrg)


class OrgService(CrudService):
    def visible_ids(self, act: Act) -> list[int]:
        """The caller's scope organisations and all their ancestors."""
        if "visible_orgs" not in act.memo:
            found = set(act.scope.org_ids)
            if found:
                rows = act.db.execute(select(SysOrg.pids).where(SysOrg.id.in_(act.scope.org_ids)))
                found.update(i for (pids,) in rows for i in ancestor_ids(pids))
            act.memo["visible_orgs"] = sorted(found)
        ids: list[int] = act.memo["visible_orgs"]
        return ids

    def scope_condition(self, act: Act) -> Condition | None:
        if act.unrestricted:
            return None
        result: Condition = SysOrg.id.in_(self.visible_ids(act))
        return result

    def base_select(self, act: Act) -> AnySelect:
        return select(SysOrg, _PARENT.code).outerjoin(_PARENT, _PARENT.id == SysOrg.pid)

    def to_out(self, act: Act, rows: Sequence[Any]) -> list[BaseModel]:
        items: list[BaseModel] = []
        for org, parent_code in rows:
            out = OrgOut.model_validate(org)
            out.parent_code = parent_code
            items.append(out)
        return items

    def write_scope(self, act: Act, row: Any, action: str) -> list[int | None]:
        # A new organisation goes under one in scope (never at the root, for a non-super user).
        return [row.pid] if action == "add" else [row.id]

    def before_edit(self, act: Act, body: OrgEdit, row: SysOrg) -> None:
        if body.pid != row.pid:
            act.require_scope([body.pid])

    def after_add(self, act: Act, body: Any, row: SysOrg) -> None:
        """A non-super creator keeps seeing what they created, even with a custom data scope."""
        if act.unrestricted:
            return
        user = act.user.user_id
        roles = grants.enabled_roles(act.db, user)
        if row.id not in grants.data_scopes(act.db, user, roles, grants.user_org_id(act.db, user)):
            act.db.add(SysUserDataScope(user_id=user, org_id=row.id))

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.require_scope(ids)  # the descendants going along must be in scope too
        staffed = union_all(
            select(SysEmp.id).where(SysEmp.org_id.in_(ids)),
            select(SysEmpExtOrgPos.emp_id).where(SysEmpExtOrgPos.org_id.in_(ids)),
        )
        if act.db.execute(staffed.limit(1)).first() is not None:
            raise AppError(ErrorCode.ORG_HAS_EMPLOYEES)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.db.execute(delete(SysRoleDataScope).where(SysRoleDataScope.org_id.in_(ids)))
        act.db.execute(delete(SysUserDataScope).where(SysUserDataScope.org_id.in_(ids)))

    def tree(self, act: Act) -> list[TreeNode]:
        """The visible organisations as AntdBaseTreeNode trees."""
        stmt = select(SysOrg.id, SysOrg.pid, SysOrg.name, SysOrg.sort).where(*self.repo.live())
        scope = self.scope_condition(act)
        if scope is not None:
            stmt = stmt.where(scope)
        rows = act.db.execute(stmt.order_by(SysOrg.sort, SysOrg.id)).all()
        nodes = [
            TreeNode(id=r.id, parent_id=r.pid, pid=r.pid, title=r.name, value=str(r.id), weight=r.sort)
            for r in rows
        ]
        return nest(nodes, lambda n: n.id, lambda n: n.pid, lambda p, c: p.children.append(c))

    def _live_id(self, act: Act, code: str) -> int | None:
        found: int | None = act.db.execute(
            select(SysOrg.id).where(SysOrg.code == code, *self.repo.live())
        ).scalar_one_or_none()
        return found

    def import_body(self, act: Act, item: BaseModel, batch: ImportBatch) -> BaseModel:
        assert isinstance(item, OrgImport)
        pid = ROOT
        if item.parent_code:
            # The parent may be a row given earlier in the same file.
            earlier = batch.find("code", item.parent_code)
            found = earlier.id if earlier is not None else self._live_id(act, item.parent_code)
            if found is None:
                message = f"上级机构编码不存在：{item.parent_code}"
                raise FieldError(ErrorCode.ORG_NOT_EXIST, "parent_code", message)
            pid = found
        return OrgAdd(pid=pid, name=item.name, code=item.code, sort=item.sort, remark=item.remark)


service = OrgService(ORG)
