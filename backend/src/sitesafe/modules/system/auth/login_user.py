"""The signed-in user as `getLoginUser` answers it: profile, employee info, apps, roles, menus of the
active app, permissions, data scopes and stored preferences (a handful of indexed queries)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.auth import Principal
from sitesafe.core.context import AppContext
from sitesafe.core.envelope import success_bytes
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.auth.schemas import (
    LoginApp,
    LoginEmpInfo,
    LoginRole,
    LoginUser,
    OrgPos,
    Position,
)
from sitesafe.modules.system.emp.models import SysEmp, SysEmpExtOrgPos, SysEmpPos
from sitesafe.modules.system.menu.service import nodes_for_app, visible_menus
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.user.models import SysUser, SysUserPref


def _emp_info(db: Session, user_id: int) -> tuple[LoginEmpInfo, int | None]:
    emp = db.execute(
        select(SysEmp.job_num, SysEmp.org_id, SysEmp.org_name).where(SysEmp.id == user_id)
    ).first()
    if emp is None:
        return LoginEmpInfo(), None
    positions = db.execute(
        select(SysPos.code, SysPos.name)
        .join(SysEmpPos, SysEmpPos.pos_id == SysPos.id)
        .where(SysEmpPos.emp_id == user_id)
        .order_by(SysPos.sort)
    ).all()
    ext = db.execute(
        select(SysOrg.code, SysOrg.name, SysPos.code, SysPos.name)
        .select_from(SysEmpExtOrgPos)
        .join(SysOrg, SysOrg.id == SysEmpExtOrgPos.org_id)
        .join(SysPos, SysPos.id == SysEmpExtOrgPos.pos_id)
        .where(SysEmpExtOrgPos.emp_id == user_id)
    ).all()
    info = LoginEmpInfo(
        job_num=emp.job_num,
        org_id=emp.org_id,
        org_name=emp.org_name,
        ext_org_pos=[OrgPos(org_code=a, org_name=b, pos_code=c, pos_name=d) for a, b, c, d in ext],
        positions=[Position(pos_code=code, pos_name=name) for code, name in positions],
    )
    return info, emp.org_id


def _apps(db: Session, held: set[str] | None) -> list[LoginApp]:
    """Enabled apps (all, or those holding one of the user's menus); the default (active Y) app first."""
    rows = db.execute(
        select(SysApp.code, SysApp.name, SysApp.active)
        .where(SysApp.status == 0)
        .order_by(SysApp.sort, SysApp.id)
    ).all()
    apps = [row for row in rows if held is None or row.code in held]
    apps.sort(key=lambda row: row.active != "Y")
    return [LoginApp(code=row.code, name=row.name, active=i == 0) for i, row in enumerate(apps)]


def preferences_of(db: Session, user_id: int) -> dict[str, Any]:
    content = db.execute(
        select(SysUserPref.content).where(SysUserPref.user_id == user_id)
    ).scalar_one_or_none()
    try:
        value = json.loads(content) if content else {}
    except ValueError:
        value = {}
    return value if isinstance(value, dict) else {}


def build_login_user(db: Session, principal: Principal) -> LoginUser:
    user = db.get(SysUser, principal.user_id)
    if user is None:
        raise AppError(ErrorCode.NO_LOGIN_USER)
    emp_info, org_id = _emp_info(db, user.id)
    roles = grants.enabled_roles(db, user.id)
    menus = visible_menus(db, principal)
    apps = _apps(db, None if principal.is_super else {str(m.application) for m in menus})
    active = apps[0].code if apps else None
    permissions = [] if principal.is_super else grants.permission_codes_of(menus)
    scopes = [] if principal.is_super else grants.data_scopes(db, user.id, roles, org_id)
    return LoginUser(
        id=user.id,
        account=user.account,
        nick_name=user.nick_name,
        name=user.name,
        avatar=user.avatar,
        birthday=user.birthday,
        sex=user.sex,
        email=user.email,
        phone=user.phone,
        tel=user.tel,
        admin_type=user.admin_type,
        last_login_ip=user.last_login_ip,
        last_login_time=user.last_login_time,
        last_login_address=user.last_login_address,
        last_login_browser=user.last_login_browser,
        last_login_os=user.last_login_os,
        login_emp_info=emp_info,
        apps=apps,
        roles=[LoginRole(id=r.id, code=r.code, name=r.name) for r in roles],
        permissions=permissions,
        menus=nodes_for_app(menus, active) if active else [],
        data_scopes=scopes,
        preferences=preferences_of(db, user.id),
        password_change_required=user.password_change_required,
    )


def login_user_document(ctx: AppContext, principal: Principal) -> bytes:
    """The serialised getLoginUser answer, cached per user until principal data changes."""
    with ctx.db.sessionmaker() as db:
        user = build_login_user(db, principal)
    tenant = ctx.scope
    if tenant.code is not None:  # only a tenant's user (the switch is on): Snowy's `tenants`
        user.tenants = {"tenantCode": tenant.code, "tenantDbName": tenant.db_name}
    document = success_bytes(user)
    ctx.principals.put(principal.user_id, principal.version, "login_user", document)
    return document
