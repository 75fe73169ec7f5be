from __future__ import annotations

from sqlalchemy import BigInteger, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin


class SysCodeGenerate(IdMixin, AuditMixin, VersionMixin, Base):
    """One generation: the source table (of the console's own database, `database_id` 0, or of a
    registered one), the names of what is generated and where its menu goes."""

    __tablename__ = "sys_code_generate"

    author_name: Mapped[str] = mapped_column(String(50))
    class_name: Mapped[str] = mapped_column(String(100))
    table_prefix: Mapped[str] = mapped_column(String(1))  # Y: the table's first segment is dropped
    generate_type: Mapped[str] = mapped_column(String(1))  # 1 zip, 2 into this project
    database_id: Mapped[int] = mapped_column(BigInteger, default=0)
    table_name: Mapped[str] = mapped_column(String(100))
    package_name: Mapped[str | None] = mapped_column(String(100))
    bus_name: Mapped[str] = mapped_column(String(50), unique=True)
    table_comment: Mapped[str] = mapped_column(String(100))
    app_code: Mapped[str] = mapped_column(String(50))
    menu_pid: Mapped[int] = mapped_column(BigInteger, default=0)


class SysCodeGenerateConfig(IdMixin, AuditMixin, Base):
    """One column of a generation's table and how it is generated (list, search, form, control).

    `kind` is the column's portable type read from the catalogue (``string:50``, ``text``, ``int``,
    ``bigint``, ``smallint``, ``numeric:10:2``, ``float``, ``date``, ``datetime``, ``bool``)."""

    __tablename__ = "sys_code_generate_config"

    code_gen_id: Mapped[int] = mapped_column(BigInteger, index=True)
    sort: Mapped[int] = mapped_column(Integer, default=0)
    column_name: Mapped[str] = mapped_column(String(100))
    java_name: Mapped[str] = mapped_column(String(100))
    column_comment: Mapped[str | None] = mapped_column(String(100))
    java_type: Mapped[str] = mapped_column(String(20))
    data_type: Mapped[str] = mapped_column(String(60))
    kind: Mapped[str] = mapped_column(String(30))
    nullable: Mapped[str] = mapped_column(String(1), default="Y")
    unique_flag: Mapped[str] = mapped_column(String(1), default="N")
    effect_type: Mapped[str] = mapped_column(String(20))
    dict_type_code: Mapped[str | None] = mapped_column(String(50))
    whether_retract: Mapped[str] = mapped_column(String(1), default="N")
    whether_required: Mapped[str] = mapped_column(String(1), default="N")
    query_whether: Mapped[str] = mapped_column(String(1), default="N")
    query_type: Mapped[str] = mapped_column(String(20), default="eq")
    whether_table: Mapped[str] = mapped_column(String(1), default="Y")
    whether_add_update: Mapped[str] = mapped_column(String(1), default="Y")
    column_key: Mapped[str | None] = mapped_column(String(10))
    column_key_name: Mapped[str] = mapped_column(String(100))
    whether_common: Mapped[str] = mapped_column(String(1), default="N")
