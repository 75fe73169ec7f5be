"""A version number for "principal data": everything that decides who a user is and what they may do
(users, roles, menus, apps, orgs, grants, memberships, preferences).

Any ORM write to a model marked `PrincipalData` bumps the version in the same transaction, so caches of
computed grants (see `principals.py`) are valid exactly as long as the version they were built for.
"""

from __future__ import annotations

from itertools import chain
from typing import Any, cast

from sqlalchemy import BigInteger, String, Table, event, select, update
from sqlalchemy.orm import Mapped, ORMExecuteState, Session, mapped_column

from sitesafe.core.db import Base

PRINCIPAL_KEY = "principal"


class PrincipalData:
    """Marker mixin: writes to this model invalidate cached grants of every user."""


class SysDataVersion(Base):
    __tablename__ = "sys_data_version"

    key: Mapped[str] = mapped_column(String(50), primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger, default=0)


_table = cast(Table, SysDataVersion.__table__)
_BUMP = update(_table).where(_table.c.key == PRINCIPAL_KEY).values(version=_table.c.version + 1)
VERSION_QUERY = select(_table.c.version).where(_table.c.key == PRINCIPAL_KEY)


def _is_principal_data(obj: Any) -> bool:
    return isinstance(obj, PrincipalData)


@event.listens_for(Session, "after_flush")
def _bump_after_flush(session: Session, _ctx: Any) -> None:
    if any(_is_principal_data(o) for o in chain(session.new, session.dirty, session.deleted)):
        session.connection().execute(_BUMP)


@event.listens_for(Session, "do_orm_execute")
def _bump_on_bulk_write(state: ORMExecuteState) -> None:
    if not (state.is_update or state.is_delete or state.is_insert):
        return
    mapper = state.bind_mapper
    if mapper is not None and issubclass(mapper.class_, PrincipalData):
        state.session.connection().execute(_BUMP)
