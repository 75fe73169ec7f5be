"""用户管理: ordinary users with their employee information, seen and changed within the caller's data
scope (by the employee's organisation). Super administrators are never listed, deleted or frozen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, exists, false, func, or_, select
from sqlalchemy.orm import Session, aliased

from sitesafe.core import sysconfig
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.passwords import hash_password
from sitesafe.crud.batch import ImportBatch
from sitesafe.crud.context import Act
from sitesafe.crud.counting import sqlite_span
from sitesafe.crud.filters import Condition, Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.repository import AnySelect
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.schemas import status_text
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.system.emp.models import SysEmp, SysEmpPos
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.user.admin_emp import emp_detail, emp_org_id, remove_emps, save_emp
from sitesafe.modules.system.user.admin_schemas import (
    EmpInfoOut,
    EmpParam,
    UserAdd,
    UserEdit,
    UserImport,
    UserOut,
    UserQuery,
)
from sitesafe.modules.system.user.models import (
    ADMIN_TYPE_ORDINARY,
    ADMIN_TYPE_SUPER,
    STATUS_FROZEN,
    SysUser,
    SysUserDataScope,
    SysUserRole,
)

FALLBACK_PASSWORD = "123456"
USER_ABOVE_CALLER = "该用户拥有您未持有的角色，无权操作"
SEX_TEXT = {1: "男", 2: "女", 3: "未知"}


# Above this share of all users, SQLite checks membership row by row (see below).
COMMON_SUBTREE_SHARE = 0.02


def in_org_subtree(db: Session, org_id: Any) -> Condition:
    """Users whose organisation is `org_id` or one of its descendants (a semi-join, no row fan-out).

    The subtree's organisations are resolved first, so the planner sees literal ids (PostgreSQL then
    estimates the member count from its statistics; a `pids LIKE` inside the statement hid it)."""
    node = int(org_id)
    found = select(SysOrg.id).where(or_(SysOrg.id == node, SysOrg.pids.contains(f"[{node}],")))
    orgs = list(db.execute(found).scalars())
    if not orgs:
        return false()
    condition: Condition = SysUser.id.in_(select(SysEmp.id).where(SysEmp.org_id.in_(orgs)))
    if db.get_bind().dialect.name == "sqlite":
        members = db.execute(select(func.count()).select_from(SysEmp).where(SysEmp.org_id.in_(orgs))).scalar()
        low, high = sqlite_span(db, SysUser)
        share = min(1.0, (members or 0) / max(1, high - low + 1))
        if share >= COMMON_SUBTREE_SHARE:
            # A common subtree: check each row's own employee record (one key lookup) instead of building
            # the list of every member, so a sorted page walks its index and stops after a page.
            emp = aliased(SysEmp)  # the page's own outer join to sys_emp must not correlate
            check = select(emp.id).where(emp.id == SysUser.id, emp.org_id.in_(orgs))
            condition = exists(check.correlate(SysUser))
    return condition


USER = Resource(
    name="sysUser",
    title="用户",
    model=SysUser,
    out=UserOut,
    add=UserAdd,
    edit=UserEdit,
    not_found=ErrorCode.USER_NOT_EXIST,
    query=UserQuery,
    filters=(
        Like("search_value", ("account", "name")),
        Eq("search_status", "status"),
    ),
    sortable={
        "account": "account",
        "name": "name",
        "sex": "sex",
        "status": "status",
        "createTime": "create_time",
    },
    default_order=("-id",),
    uniques=(Unique("account", ErrorCode.USER_ACCOUNT_REPEAT), Unique("phone", ErrorCode.USER_PHONE_REPEAT)),
    actions=frozenset(
        {"page", "detail", "add", "edit", "delete", "changeStatus", "export", "import", "template"}
    ),
    export_columns=(
        ExcelColumn("账号", "account", 18),
        ExcelColumn("姓名", "name", 14),
        ExcelColumn("昵称", "nick_name", 14),
        ExcelColumn("性别", "sex", 8, lambda v: SEX_TEXT.get(v, "")),
        ExcelColumn("手机", "phone", 16),
        ExcelColumn("邮箱", "email", 24),
        ExcelColumn("所属机构", "sys_emp_info.org_name", 24),
        ExcelColumn("工号", "sys_emp_info.job_num", 12),
        ExcelColumn("状态", "status", 8, status_text),
        ExcelColumn("创建时间", "create_time", 20),
    ),
    import_row=UserImport,
)


class UserService(CrudService):
    skip_fields = frozenset({"password", "admin_type"})

    def base_select(self, act: Act) -> AnySelect:
        return select(SysUser, SysEmp.job_num, SysEmp.org_id, SysEmp.org_name).outerjoin(
            SysEmp, SysEmp.id == SysUser.id
        )

    def fixed_conditions(self, act: Act) -> list[Condition]:
        return [SysUser.admin_type != ADMIN_TYPE_SUPER]

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Condition]:
        """The declared filters plus the organisation-subtree filters (`sysEmpParam.orgId`, `orgId`)."""
        found = super().conditions(act, query, listing=listing)
        for name in ("emp_org_id", "org_id"):
            value = getattr(query, name, None)
            if value not in (None, ""):
                found.append(in_org_subtree(act.db, value))
        return found

    def scope_condition(self, act: Act) -> Condition | None:
        if act.unrestricted:
            return None
        result: Condition = SysUser.id.in_(select(SysEmp.id).where(SysEmp.org_id.in_(act.scope.org_ids)))
        return result

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        items: list[BaseModel] = []
        for user, job_num, org_id, org_name in rows:
            out = UserOut.model_validate(user)
            out.sys_emp_info = EmpInfoOut(job_num=job_num, org_id=org_id, org_name=org_name)
            items.append(out)
        return items

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        out = UserOut.model_validate(row)
        out.sys_emp_info = emp_detail(act.db, row.id)
        return out

    def write_scope(self, act: Act, row: Any, action: str) -> list[int | None]:
        # A new user's organisation is checked from the body in `before_add`.
        return [] if action == "add" else [emp_org_id(act.db, row.id)]

    def default_password_hash(self, act: Act) -> str:
        """The configured default password, hashed once per request (imports add many users)."""
        if "default_hash" not in act.memo:
            password = act.ctx.config.get_str(sysconfig.DEFAULT_PASSWORD, FALLBACK_PASSWORD)
            act.memo["default_hash"] = hash_password(password or FALLBACK_PASSWORD)
        value: str = act.memo["default_hash"]
        return value

    def before_add(self, act: Act, body: UserAdd, row: SysUser) -> None:
        act.require_scope([body.sys_emp_param.org_id])
        row.admin_type = ADMIN_TYPE_ORDINARY
        row.password = hash_password(body.password) if body.password else self.default_password_hash(act)

    def after_add(self, act: Act, body: UserAdd, row: SysUser) -> None:
        save_emp(act.db, row.id, body.sys_emp_param)

    def after_import(self, act: Act, body: UserAdd, row: SysUser) -> None:
        """The employee row and positions, without `save_emp`'s reads: `import_body` took the
        organisation and positions from the live ones."""
        param = body.sys_emp_param
        org_name = param.org_name or ""
        act.db.add(SysEmp(id=row.id, org_id=param.org_id, org_name=org_name, job_num=param.job_num))
        act.db.add_all(SysEmpPos(emp_id=row.id, pos_id=p) for p in dict.fromkeys(param.pos_id_list))

    def before_edit(self, act: Act, body: UserEdit, row: SysUser) -> None:
        act.require_scope([body.sys_emp_param.org_id])
        if body.password:
            self.set_password(act, row, hash_password(body.password))

    def check_writable(self, act: Act, row: Any, action: str) -> None:
        """Besides data scope: a non-super caller never changes a super administrator, nor a user
        holding a role the caller does not hold (who may do more than the caller: taking over that
        account, e.g. by setting its password, would be an escalation)."""
        super().check_writable(act, row, action)
        if act.user.is_super:
            return
        if row.admin_type == ADMIN_TYPE_SUPER:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
        if "held_roles" not in act.memo:
            act.memo["held_roles"] = {r.id for r in grants.enabled_roles(act.db, act.user.user_id)}
        theirs = act.db.execute(select(SysUserRole.role_id).where(SysUserRole.user_id == row.id)).scalars()
        if not set(theirs) <= act.memo["held_roles"]:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE, message=USER_ABOVE_CALLER)

    def set_password(self, act: Act, row: SysUser, hashed: str) -> None:
        """A password an administrator chose: it ends the user's sessions once committed, and the user
        must replace it at the next sign-in (one's own account: only the other sessions end)."""
        row.password = hashed
        own = row.id == act.user.user_id
        row.password_change_required = not own
        user_id, keep = row.id, act.user.session_id if own else None
        act.after_commit(lambda: act.ctx.sessions.delete_for_user(user_id, keep=keep))

    def after_edit(self, act: Act, body: UserEdit, row: SysUser) -> None:
        save_emp(act.db, row.id, body.sys_emp_param)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        if any(row.admin_type == ADMIN_TYPE_SUPER for row in rows):
            raise AppError(ErrorCode.USER_CANNOT_DELETE_ADMIN)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        remove_emps(act.db, ids)
        act.db.execute(delete(SysUserRole).where(SysUserRole.user_id.in_(ids)))
        act.db.execute(delete(SysUserDataScope).where(SysUserDataScope.user_id.in_(ids)))
        self.end_sessions(act, ids)

    def before_change_status(self, act: Act, row: Any, status: int) -> None:
        if row.admin_type == ADMIN_TYPE_SUPER:
            raise AppError(ErrorCode.USER_CANNOT_CHANGE_ADMIN_STATUS)

    def after_change_status(self, act: Act, row: Any) -> None:
        if row.status == STATUS_FROZEN:
            self.end_sessions(act, [row.id])

    @staticmethod
    def end_sessions(act: Act, user_ids: Sequence[int]) -> None:
        """Signs the users out everywhere once the change is committed."""

        def end() -> None:
            for user_id in user_ids:
                act.ctx.sessions.delete_for_user(user_id)

        act.after_commit(end)

    def _codes(self, act: Act, model: type[Any]) -> dict[str, tuple[int, str]]:
        key = f"codes:{model.__tablename__}"
        if key not in act.memo:
            rows = act.db.execute(select(model.code, model.id, model.name).where(live(model)))
            act.memo[key] = {code: (row_id, name) for code, row_id, name in rows}
        found: dict[str, tuple[int, str]] = act.memo[key]
        return found

    def import_body(self, act: Act, item: BaseModel, batch: ImportBatch) -> BaseModel:
        assert isinstance(item, UserImport)
        org = self._codes(act, SysOrg).get(item.org_code)
        if org is None:
            raise FieldError(ErrorCode.ORG_NOT_EXIST, "org_code", f"机构编码不存在：{item.org_code}")
        positions = self._codes(act, SysPos)
        pos_ids: list[int] = []
        for code in (item.pos_codes or "").replace("，", ",").replace("、", ",").split(","):
            if code.strip():
                if code.strip() not in positions:
                    raise FieldError(ErrorCode.POS_NOT_EXIST, "pos_codes", f"职位编码不存在：{code.strip()}")
                pos_ids.append(positions[code.strip()][0])
        emp = EmpParam(org_id=org[0], org_name=org[1], pos_id_list=pos_ids)
        return UserAdd(
            account=item.account, name=item.name, phone=item.phone, sex=item.sex, sys_emp_param=emp
        )


service = UserService(USER)
