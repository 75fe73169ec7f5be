from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Integer, SmallInteger, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin


class SysRole(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    """`data_scope_type`: 1 all, 2 own org and below, 3 own org, 4 self only, 5 custom orgs."""

    __tablename__ = "sys_role"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    data_scope_type: Mapped[int] = mapped_column(SmallInteger, default=1)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SysRoleMenu(IdMixin, PrincipalData, Base):
    __tablename__ = "sys_role_menu"
    __table_args__ = (UniqueConstraint("role_id", "menu_id"),)

    role_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_role.id", ondelete="CASCADE"), index=True
    )
    menu_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_menu.id", ondelete="CASCADE"), index=True
    )


class SysRoleDataScope(IdMixin, PrincipalData, Base):
    __tablename__ = "sys_role_data_scope"
    __table_args__ = (UniqueConstraint("role_id", "org_id"),)

    role_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_role.id", ondelete="CASCADE"), index=True
    )
    org_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_org.id", ondelete="CASCADE"), index=True)
