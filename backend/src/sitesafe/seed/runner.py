"""Applies the seed tables: inserts what is missing, never overwrites what an administrator changed."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.crypto import FieldCipher
from sitesafe.core.passwords import hash_password
from sitesafe.core.versioning import PRINCIPAL_KEY, SysDataVersion
from sitesafe.modules.form.samples import seed_forms
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.config.models import SysConfig
from sitesafe.modules.system.dict.models import SysDictData, SysDictType
from sitesafe.modules.system.emp.models import SysEmp, SysEmpPos
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.role.models import SysRole, SysRoleMenu
from sitesafe.modules.system.timer.seed import seed_timers
from sitesafe.modules.system.user.models import SysUser, SysUserRole
from sitesafe.seed import data
from sitesafe.seed.dicts import DICTS
from sitesafe.seed.menus import MENUS, ROLE_MENUS, MenuSeed
from sitesafe.seed.site_alarm_demo import seed_alarm_demo
from sitesafe.seed.site_demo import seed_site_demo
from sitesafe.seed.site_hazard import seed_hazard_categories
from sitesafe.seed.site_manage import seed_manage_processes
from sitesafe.seed.site_manage_demo import seed_manage_demo
from sitesafe.seed.workflow_demo import seed_workflow_demo

M = TypeVar("M")


def _ensure(db: Session, model: type[M], lookup: dict[str, Any], **defaults: Any) -> M:
    """The row matching `lookup`, created with `defaults` when missing."""
    row = db.execute(select(model).filter_by(**lookup).limit(1)).scalar_one_or_none()
    if row is None:
        row = model(**lookup, **defaults)
        db.add(row)
        db.flush()
    return row


def _by_code(db: Session, model: Any, codes: Iterable[str]) -> dict[str, int]:
    rows = db.execute(select(model.code, model.id).where(model.code.in_(list(codes)), model.status != 2))
    return {code: row_id for code, row_id in rows}


def _seed_menus(db: Session, app: str, menus: Iterable[MenuSeed], pid: int, pids: str) -> None:
    for item in menus:
        row = _ensure(
            db,
            SysMenu,
            {"code": item.code},
            pid=pid,
            pids=pids,
            name=item.name,
            type=item.type,
            icon=item.icon,
            router=item.router,
            component=item.component,
            permission=item.permission,
            application=app,
            open_type=item.open_type,
            visible="Y",
            link=item.link,
            redirect=item.redirect,
            weight=1,
            sort=item.sort,
            status=0,
        )
        _seed_menus(db, app, item.children, row.id, f"{pids}[{row.id}],")


def _seed_org_tree(db: Session) -> dict[str, SysOrg]:
    orgs: dict[str, SysOrg] = {}
    for code, name, parent, sort in data.ORGS:
        up = orgs.get(parent) if parent else None
        pid = up.id if up else 0
        pids = f"{up.pids}[{up.id}]," if up else "[0],"
        orgs[code] = _ensure(db, SysOrg, {"code": code}, pid=pid, pids=pids, name=name, sort=sort, status=0)
    return orgs


def _seed_users(db: Session, orgs: dict[str, SysOrg]) -> None:
    positions = _by_code(db, SysPos, [p[0] for p in data.POSITIONS])
    roles = _by_code(db, SysRole, [r[0] for r in data.ROLES])
    projects = _by_code(db, Project, [p[0] for p in data.PROJECTS])
    for spec in data.USERS:
        user = db.execute(
            select(SysUser).where(SysUser.account == spec.account).limit(1)
        ).scalar_one_or_none()
        if user is None:
            user = SysUser(
                account=spec.account,
                password=hash_password(data.DEFAULT_PASSWORD),
                name=spec.name,
                nick_name=spec.name,
                admin_type=spec.admin_type,
                sex=spec.sex,
                phone=spec.phone,
                status=0,
            )
            db.add(user)
            db.flush()
        if spec.org is not None:
            org = orgs[spec.org]
            _ensure(db, SysEmp, {"id": user.id}, org_id=org.id, org_name=org.name, job_num=spec.job_num)
            for pos in spec.positions:
                _ensure(db, SysEmpPos, {"emp_id": user.id, "pos_id": positions[pos]})
        for role in spec.roles:
            _ensure(db, SysUserRole, {"user_id": user.id, "role_id": roles[role]})
        for project in spec.projects:
            _ensure(db, ProjectMember, {"project_id": projects[project], "user_id": user.id})


def run_seed(db: Session, demo_cipher: FieldCipher | None = None) -> None:
    """The seed; with `demo_cipher` (the application's field cipher) also the demo site data."""
    _ensure(db, SysDataVersion, {"key": PRINCIPAL_KEY}, version=1)
    for code, name, active, sort in data.APPS:
        _ensure(db, SysApp, {"code": code}, name=name, active=active, sort=sort, status=0)
    for code, name, value, remark in data.CONFIGS:
        _ensure(
            db,
            SysConfig,
            {"code": code},
            name=name,
            value=value,
            remark=remark,
            sys_flag="Y",
            group_code="DEFAULT",
            status=0,
        )
    for sort, (code, name, options) in enumerate(DICTS, start=1):
        dict_type = _ensure(db, SysDictType, {"code": code}, name=name, sort=sort, status=0)
        for option_sort, (value_code, label) in enumerate(options, start=1):
            _ensure(
                db,
                SysDictData,
                {"type_id": dict_type.id, "code": value_code},
                value=label,
                sort=option_sort,
                status=0,
            )
    orgs = _seed_org_tree(db)
    for code, name, sort in data.POSITIONS:
        _ensure(db, SysPos, {"code": code}, name=name, sort=sort, status=0)
    for code, name, scope, sort in data.ROLES:
        _ensure(db, SysRole, {"code": code}, name=name, data_scope_type=scope, sort=sort, status=0)
    for app, menus in MENUS.items():
        _seed_menus(db, app, menus, 0, "[0],")
    roles = _by_code(db, SysRole, ROLE_MENUS)
    for role_code, menu_codes in ROLE_MENUS.items():
        for menu_id in _by_code(db, SysMenu, menu_codes).values():
            _ensure(db, SysRoleMenu, {"role_id": roles[role_code], "menu_id": menu_id})
    for code, name, address, sort in data.PROJECTS:
        _ensure(db, Project, {"code": code}, name=name, address=address, sort=sort, status=0)
    _seed_users(db, orgs)
    seed_forms(db)
    seed_timers(db)
    seed_manage_processes(db)
    seed_hazard_categories(db)
    if demo_cipher is not None:
        seed_site_demo(db, demo_cipher)
        seed_alarm_demo(db)
        seed_workflow_demo(db)
        seed_manage_demo(db)
    db.commit()
