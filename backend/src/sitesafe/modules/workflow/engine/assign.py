"""Assignee rules → user ids: user, role, org (members), pos (holders), initiator, initiatorLeader, and
the project's manager / safety officer (projectManager, projectSafetyOfficer: an instance started for a
site project, see `site/manage`; either falls back to the other when unset).

The initiator's leader: starting at the initiator's organisation and going up the tree, the first
organisation where someone other than the initiator holds a leading position. With position ids in the
rule, leading positions are those; without, any position more senior (smaller sort) than the initiator's
own best one. Only users with status normal are returned, in a stable order (by id)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select, union
from sqlalchemy.orm import Session

from sitesafe.core.projects import PROJECTS
from sitesafe.modules.system.emp.models import SysEmp, SysEmpExtOrgPos, SysEmpPos
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.user.models import STATUS_NORMAL, SysUser, SysUserRole


def _ints(ids: Iterable[Any]) -> list[int]:
    return [int(i) for i in ids]


def active_users(db: Session, ids: Iterable[int]) -> list[int]:
    wanted = set(ids)
    if not wanted:
        return []
    rows = db.execute(select(SysUser.id).where(SysUser.id.in_(wanted), SysUser.status == STATUS_NORMAL))
    return sorted(r[0] for r in rows)


def _holders(db: Session, pos_ids: list[int], org_ids: list[int] | None = None) -> list[tuple[int, int]]:
    """(user id, position id) of employees holding the positions (optionally within the orgs)."""
    main = select(SysEmpPos.emp_id, SysEmpPos.pos_id).join(SysEmp, SysEmp.id == SysEmpPos.emp_id)
    ext = select(SysEmpExtOrgPos.emp_id, SysEmpExtOrgPos.pos_id)
    main = main.where(SysEmpPos.pos_id.in_(pos_ids))
    ext = ext.where(SysEmpExtOrgPos.pos_id.in_(pos_ids))
    if org_ids is not None:
        main = main.where(SysEmp.org_id.in_(org_ids))
        ext = ext.where(SysEmpExtOrgPos.org_id.in_(org_ids))
    return [(r[0], r[1]) for r in db.execute(union(main, ext))]


def resolve(
    db: Session, rule: dict[str, Any] | None, initiator_id: int, project_id: int | None = None
) -> list[int]:
    """The users a rule names, active ones only."""
    if not rule:
        return []
    kind, ids = rule.get("type"), _ints(rule.get("ids") or [])
    if kind == "user":
        return active_users(db, ids)
    if kind == "initiator":
        return active_users(db, [initiator_id])
    if kind == "role":
        rows = db.execute(select(SysUserRole.user_id).where(SysUserRole.role_id.in_(ids)))
        return active_users(db, (r[0] for r in rows))
    if kind == "org":
        rows = db.execute(select(SysEmp.id).where(SysEmp.org_id.in_(ids)))
        return active_users(db, (r[0] for r in rows))
    if kind == "pos":
        return active_users(db, (user for user, _ in _holders(db, ids)))
    if kind == "initiatorLeader":
        return leader(db, initiator_id, ids)
    if kind in ("projectManager", "projectSafetyOfficer"):
        return project_people(db, project_id, kind)
    return []


def project_people(db: Session, project_id: int | None, kind: str) -> list[int]:
    """The project's manager or safety officer (the other one when the wanted one is unset or inactive)."""
    people = None if project_id is None else PROJECTS.get().people(db, project_id)
    if people is None:
        return []
    first, second = people
    if kind == "projectSafetyOfficer":
        first, second = second, first
    for user in (first, second):
        found = active_users(db, [user] if user is not None else [])
        if found:
            return found
    return []


def leader(db: Session, initiator_id: int, pos_ids: list[int]) -> list[int]:
    emp = db.get(SysEmp, initiator_id)
    if emp is None:
        return []
    org_ids = _org_chain(db, emp.org_id)
    sorts = dict(db.execute(select(SysPos.id, SysPos.sort)).all())
    leading = set(pos_ids)
    if not leading:
        best = min((sorts.get(p, 10**9) for p in _own_positions(db, initiator_id)), default=10**9)
        leading = {p for p, s in sorts.items() if s < best}
    if not leading:
        return []
    for org_id in org_ids:
        holders = [(u, p) for u, p in _holders(db, list(leading), [org_id]) if u != initiator_id]
        users = active_users(db, (u for u, _ in holders))
        if not users:
            continue
        if pos_ids:
            return users
        top = min(sorts[p] for u, p in holders if u in users)
        return sorted({u for u, p in holders if u in users and sorts[p] == top})
    return []


def _own_positions(db: Session, user_id: int) -> list[int]:
    main = select(SysEmpPos.pos_id).where(SysEmpPos.emp_id == user_id)
    ext = select(SysEmpExtOrgPos.pos_id).where(SysEmpExtOrgPos.emp_id == user_id)
    return [r[0] for r in db.execute(union(main, ext))]


def _org_chain(db: Session, org_id: int) -> list[int]:
    """The org and its ancestors, nearest first."""
    org = db.get(SysOrg, org_id)
    if org is None:
        return []
    ancestors = [int(x) for x in org.pids.replace("[", "").replace("]", "").split(",") if x.strip().isdigit()]
    return [org.id, *reversed([a for a in ancestors if a != 0])]


def initiator_org(db: Session, user_id: int) -> int | None:
    emp = db.get(SysEmp, user_id)
    return emp.org_id if emp is not None else None
