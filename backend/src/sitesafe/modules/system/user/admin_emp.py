"""A user's employee information: organisation, job number, positions, extra org/position pairs."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.links import require_live
from sitesafe.crud.model import live
from sitesafe.crud.service import FieldError
from sitesafe.modules.system.emp.models import SysEmp, SysEmpExtOrgPos, SysEmpPos
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.user.admin_schemas import EmpInfoOut, EmpParam, OrgPosOut, PositionOut


def org_name(db: Session, org_id: int) -> str:
    name = db.execute(select(SysOrg.name).where(SysOrg.id == org_id, live(SysOrg))).scalar_one_or_none()
    if name is None:
        raise FieldError(ErrorCode.ORG_NOT_EXIST, "org_id")
    return name


def save_emp(db: Session, user_id: int, param: EmpParam) -> None:
    """Replaces the user's employee row, positions and extra org/position pairs."""
    name = org_name(db, param.org_id)
    require_live(
        db, SysPos, set(param.pos_id_list) | {e.pos_id for e in param.ext_ids}, ErrorCode.POS_NOT_EXIST
    )
    require_live(db, SysOrg, {e.org_id for e in param.ext_ids}, ErrorCode.ORG_NOT_EXIST)
    emp = db.get(SysEmp, user_id)
    if emp is None:
        db.add(SysEmp(id=user_id, org_id=param.org_id, org_name=name, job_num=param.job_num))
    else:
        emp.org_id, emp.org_name, emp.job_num = param.org_id, name, param.job_num
    db.execute(delete(SysEmpPos).where(SysEmpPos.emp_id == user_id))
    db.execute(delete(SysEmpExtOrgPos).where(SysEmpExtOrgPos.emp_id == user_id))
    db.flush()
    db.add_all([SysEmpPos(emp_id=user_id, pos_id=p) for p in dict.fromkeys(param.pos_id_list)])
    pairs = dict.fromkeys((e.org_id, e.pos_id) for e in param.ext_ids)
    db.add_all([SysEmpExtOrgPos(emp_id=user_id, org_id=o, pos_id=p) for o, p in pairs])


def remove_emps(db: Session, user_ids: Sequence[int]) -> None:
    """Drops the employee rows (their positions and extra pairs go with them)."""
    db.execute(delete(SysEmpPos).where(SysEmpPos.emp_id.in_(user_ids)))
    db.execute(delete(SysEmpExtOrgPos).where(SysEmpExtOrgPos.emp_id.in_(user_ids)))
    db.execute(delete(SysEmp).where(SysEmp.id.in_(user_ids)))


def emp_org_id(db: Session, user_id: int) -> int | None:
    return db.execute(select(SysEmp.org_id).where(SysEmp.id == user_id)).scalar_one_or_none()


def emp_detail(db: Session, user_id: int) -> EmpInfoOut:
    """The full employee information of one user (Snowy's SysEmpInfo)."""
    emp = db.execute(
        select(SysEmp.job_num, SysEmp.org_id, SysEmp.org_name).where(SysEmp.id == user_id)
    ).first()
    if emp is None:
        return EmpInfoOut(ext_org_pos=[], positions=[])
    positions = db.execute(
        select(SysPos.id, SysPos.code, SysPos.name)
        .join(SysEmpPos, SysEmpPos.pos_id == SysPos.id)
        .where(SysEmpPos.emp_id == user_id)
        .order_by(SysPos.sort, SysPos.id)
    ).all()
    ext = db.execute(
        select(SysOrg.id, SysOrg.code, SysOrg.name, SysPos.id, SysPos.code, SysPos.name)
        .select_from(SysEmpExtOrgPos)
        .join(SysOrg, SysOrg.id == SysEmpExtOrgPos.org_id)
        .join(SysPos, SysPos.id == SysEmpExtOrgPos.pos_id)
        .where(SysEmpExtOrgPos.emp_id == user_id)
        .order_by(SysEmpExtOrgPos.id)
    ).all()
    return EmpInfoOut(
        job_num=emp.job_num,
        org_id=emp.org_id,
        org_name=emp.org_name,
        ext_org_pos=[
            OrgPosOut(org_id=a, org_code=b, org_name=c, pos_id=d, pos_code=e, pos_name=f)
            for a, b, c, d, e, f in ext
        ],
        positions=[PositionOut(pos_id=i, pos_code=c, pos_name=n) for i, c, n in positions],
    )
