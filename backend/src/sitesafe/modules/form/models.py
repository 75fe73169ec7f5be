from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Index, Integer, SmallInteger, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

LIVE = text("status <> 2")


class FormDesign(IdMixin, AuditMixin, VersionMixin, Base):
    """A form design (k-form-design JSON). `version` moves on with every edit; submissions record it."""

    __tablename__ = "form_design"
    # The code is unique among live designs: a deleted design keeps its submissions and frees its code.
    __table_args__ = (
        Index("uq_form_design_code", "code", unique=True, sqlite_where=LIVE, postgresql_where=LIVE),
    )

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50))
    design: Mapped[str] = mapped_column(Text)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class FormSubmission(IdMixin, AuditMixin, Base):
    """The values of one submitted form, as `getData()` returns them, checked against `form_version`."""

    __tablename__ = "form_submission"

    form_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("form_design.id"), index=True)
    form_version: Mapped[int] = mapped_column(Integer)
    values: Mapped[str] = mapped_column(Text)
