from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import Mapped, mapped_column

# The kernel judges a caller by the super type and the frozen/deleted statuses: one definition of each.
from sitesafe.core.auth import ADMIN_TYPE_SUPER as ADMIN_TYPE_SUPER
from sitesafe.core.auth import STATUS_DELETED as STATUS_DELETED
from sitesafe.core.auth import STATUS_FROZEN as STATUS_FROZEN
from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin

ADMIN_TYPE_ORDINARY = 2
STATUS_NORMAL = 0


class SysUser(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    """`admin_type` 1 super / 2 ordinary; `status` 0 normal / 1 frozen / 2 deleted; password is argon2id.

    `password_change_required`: an administrator set the password (reset or edit); until the user picks
    a new one, their sessions may only read the login user and change the password."""

    __tablename__ = "sys_user"
    # The user page counts live ordinary users: an index-only scan instead of reading every row.
    # Sortable columns carry the id tie-breaker, so a sorted page reads an index instead of sorting.
    __table_args__ = (
        Index("ix_sys_user_status_admin_type", "status", "admin_type"),
        Index("ix_sys_user_name_id", "name", "id"),
        Index("ix_sys_user_create_time_id", "create_time", "id"),
    )

    account: Mapped[str] = mapped_column(String(50), index=True)
    password: Mapped[str] = mapped_column(String(255))
    nick_name: Mapped[str | None] = mapped_column(String(50))
    name: Mapped[str] = mapped_column(String(100))
    avatar: Mapped[int | None] = mapped_column(BigInteger)
    birthday: Mapped[date | None] = mapped_column(Date)
    sex: Mapped[int] = mapped_column(SmallInteger, default=3)
    email: Mapped[str | None] = mapped_column(String(100))
    phone: Mapped[str | None] = mapped_column(String(20), index=True)
    tel: Mapped[str | None] = mapped_column(String(30))
    last_login_ip: Mapped[str | None] = mapped_column(String(64))
    last_login_time: Mapped[datetime | None] = mapped_column(DateTime)
    last_login_address: Mapped[str | None] = mapped_column(String(255))
    last_login_browser: Mapped[str | None] = mapped_column(String(100))
    last_login_os: Mapped[str | None] = mapped_column(String(100))
    admin_type: Mapped[int] = mapped_column(SmallInteger, default=ADMIN_TYPE_ORDINARY)
    status: Mapped[int] = mapped_column(SmallInteger, default=STATUS_NORMAL)
    password_change_required: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class SysUserRole(IdMixin, PrincipalData, Base):
    __tablename__ = "sys_user_role"
    __table_args__ = (UniqueConstraint("user_id", "role_id"),)

    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"), index=True
    )
    role_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_role.id", ondelete="CASCADE"), index=True
    )


class SysUserDataScope(IdMixin, PrincipalData, Base):
    """Extra organisations a user may see, granted to the user directly."""

    __tablename__ = "sys_user_data_scope"
    __table_args__ = (UniqueConstraint("user_id", "org_id"),)

    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"), index=True
    )
    org_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_org.id", ondelete="CASCADE"), index=True)


class SysUserPref(PrincipalData, Base):
    """Per-user preferences (layout settings, notification switches) as one JSON object."""

    __tablename__ = "sys_user_pref"

    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"), primary_key=True, autoincrement=False
    )
    content: Mapped[str] = mapped_column(Text, default="{}")
    update_time: Mapped[datetime | None] = mapped_column(DateTime)
