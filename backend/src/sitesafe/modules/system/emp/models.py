"""Employee info of a user: its organisation, job number, positions and extra org/position pairs."""

from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base, IdMixin
from sitesafe.core.versioning import PrincipalData


class SysEmp(PrincipalData, Base):
    """One row per user that belongs to an organisation; `id` is the user id."""

    __tablename__ = "sys_emp"

    id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    job_num: Mapped[str | None] = mapped_column(String(100))
    org_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_org.id"), index=True)
    org_name: Mapped[str] = mapped_column(String(100))


class SysEmpPos(IdMixin, PrincipalData, Base):
    __tablename__ = "sys_emp_pos"

    emp_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_emp.id", ondelete="CASCADE"), index=True)
    pos_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_pos.id", ondelete="CASCADE"), index=True)


class SysEmpExtOrgPos(IdMixin, PrincipalData, Base):
    __tablename__ = "sys_emp_ext_org_pos"

    emp_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_emp.id", ondelete="CASCADE"), index=True)
    org_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_org.id", ondelete="CASCADE"), index=True)
    pos_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_pos.id", ondelete="CASCADE"), index=True)
