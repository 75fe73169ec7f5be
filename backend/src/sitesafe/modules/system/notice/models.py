"""通知公告 and its recipients (one row per notice and user, holding the read state)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, SmallInteger, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

NOTICE_DRAFT = 0
NOTICE_PUBLISHED = 1
NOTICE_WITHDRAWN = 2
NOTICE_DELETED = 3
UNREAD = 0
READ = 1


class SysNotice(IdMixin, AuditMixin, VersionMixin, Base):
    """`type` dict `notice_type` (1 通知, 2 公告); `status` 0 草稿 / 1 发布 / 2 撤回 / 3 删除."""

    __tablename__ = "sys_notice"

    title: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text)
    type: Mapped[int] = mapped_column(SmallInteger)
    public_user_id: Mapped[int | None] = mapped_column(BigInteger)
    public_user_name: Mapped[str | None] = mapped_column(String(100))
    public_org_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    public_org_name: Mapped[str | None] = mapped_column(String(100))
    public_time: Mapped[datetime | None] = mapped_column(DateTime)
    cancel_time: Mapped[datetime | None] = mapped_column(DateTime)
    status: Mapped[int] = mapped_column(SmallInteger, default=NOTICE_DRAFT, index=True)


class SysNoticeUser(IdMixin, Base):
    """A recipient of a notice; `status` 0 未读 / 1 已读. Rows exist from the draft on (the recipient
    list); a notice shows up in the recipient's inbox once it is published."""

    __tablename__ = "sys_notice_user"
    # The bell counts a user's unread notices on every refresh: (user_id, status) answers it from the index.
    __table_args__ = (
        UniqueConstraint("notice_id", "user_id"),
        Index("ix_sys_notice_user_user_id_status", "user_id", "status"),
    )

    notice_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_notice.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"))
    status: Mapped[int] = mapped_column(SmallInteger, default=UNREAD)
    read_time: Mapped[datetime | None] = mapped_column(DateTime)
