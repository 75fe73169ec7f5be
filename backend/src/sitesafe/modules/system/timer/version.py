"""A version number of the timers table (a row of `sys_data_version`): every write to `sys_timers` moves
it in the same transaction, so each process's scheduler reloads its plan when the number changes."""

from __future__ import annotations

from itertools import chain
from typing import Any, cast

from sqlalchemy import Connection, CursorResult, Table, event, insert, select, update
from sqlalchemy.orm import ORMExecuteState, Session

from sitesafe.core.versioning import SysDataVersion
from sitesafe.modules.system.timer.models import SysTimers

TIMERS_KEY = "timers"
_table = cast(Table, SysDataVersion.__table__)
_BUMP = update(_table).where(_table.c.key == TIMERS_KEY).values(version=_table.c.version + 1)
VERSION_QUERY = select(_table.c.version).where(_table.c.key == TIMERS_KEY)


def bump(conn: Connection) -> None:
    result = cast(CursorResult[Any], conn.execute(_BUMP))
    if result.rowcount == 0:
        conn.execute(insert(_table).values(key=TIMERS_KEY, version=1))


def read_version(conn: Connection) -> int:
    return int(conn.execute(VERSION_QUERY).scalar() or 0)


@event.listens_for(Session, "after_flush")
def _bump_after_flush(session: Session, _ctx: Any) -> None:
    if any(isinstance(o, SysTimers) for o in chain(session.new, session.dirty, session.deleted)):
        bump(session.connection())


@event.listens_for(Session, "do_orm_execute")
def _bump_on_bulk_write(state: ORMExecuteState) -> None:
    if not (state.is_update or state.is_delete or state.is_insert):
        return
    mapper = state.bind_mapper
    if mapper is not None and issubclass(mapper.class_, SysTimers):
        bump(state.session.connection())
