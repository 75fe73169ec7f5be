"""Monthly partitions of the reading tables and the one-minute aggregates on PostgreSQL (core/partitions.py
names them `<table>_pYYYYMM`): made ahead (this month and the next two) at start-up and by a daily job, and
dropped whole when their month has left the retention window. A month whose rows already sit in the
default partition is moved out of it when its partition is made. SQLite has no partitions: nothing to do."""

from __future__ import annotations

import re
from datetime import datetime

from sqlalchemy import Connection, Engine, text

from sitesafe.core.db import Base
from sitesafe.core.partitions import partition_name, partitioned_tables

AHEAD_MONTHS = 2
MAINTENANCE_LOCK = 0x5175_6EFF  # one process at a time changes the partitions
RANGE_COLUMN = re.compile(r"RANGE \((\w+)\)")


def month_start(moment: datetime, months: int = 0) -> datetime:
    index = moment.year * 12 + moment.month - 1 + months
    return datetime(index // 12, index % 12 + 1, 1)


def tables() -> dict[str, str]:
    """Partitioned table -> its range column."""
    found = {}
    for name in sorted(partitioned_tables(Base.metadata)):
        match = RANGE_COLUMN.search(Base.metadata.tables[name].kwargs["postgresql_partition_by"])
        assert match is not None
        found[name] = match.group(1)
    return found


def existing(conn: Connection, parent: str) -> set[str]:
    rows = conn.execute(
        text(
            "SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid "
            "JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = :parent"
        ),
        {"parent": parent},
    )
    return set(rows.scalars())


def _create(conn: Connection, parent: str, column: str, name: str, low: datetime, high: datetime) -> None:
    bounds = {"low": low, "high": high}
    default = f"{parent}_default"
    stray = conn.execute(
        text(f"SELECT EXISTS (SELECT 1 FROM {default} WHERE {column} >= :low AND {column} < :high)"), bounds
    ).scalar()
    spec = f"FOR VALUES FROM ('{low:%Y-%m-%d}') TO ('{high:%Y-%m-%d}')"
    if not stray:
        conn.execute(text(f"CREATE TABLE {name} PARTITION OF {parent} {spec}"))
        return
    # The month's rows went to the default partition: take it out, make the month, move them over.
    conn.execute(text(f"ALTER TABLE {parent} DETACH PARTITION {default}"))
    conn.execute(text(f"CREATE TABLE {name} PARTITION OF {parent} {spec}"))
    where = f"{column} >= :low AND {column} < :high"
    conn.execute(text(f"INSERT INTO {name} SELECT * FROM {default} WHERE {where}"), bounds)
    conn.execute(text(f"DELETE FROM {default} WHERE {where}"), bounds)
    conn.execute(text(f"ALTER TABLE {parent} ATTACH PARTITION {default} DEFAULT"))


def ensure(engine: Engine, now: datetime, ahead: int = AHEAD_MONTHS) -> list[str]:
    """Makes the missing partitions of this month and the next `ahead`; the names made."""
    if engine.dialect.name != "postgresql":
        return []
    made: list[str] = []
    for parent, column in tables().items():
        with engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MAINTENANCE_LOCK})
            have = existing(conn, parent)
            for offset in range(ahead + 1):
                low = month_start(now, offset)
                name = partition_name(parent, low.year, low.month)
                if name not in have:
                    _create(conn, parent, column, name, low, month_start(low, 1))
                    made.append(name)
    return made


def drop_before(engine: Engine, cutoff: datetime) -> list[str]:
    """Drops the monthly partitions wholly before `cutoff`; the names dropped."""
    if engine.dialect.name != "postgresql":
        return []
    dropped: list[str] = []
    for parent in tables():
        with engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MAINTENANCE_LOCK})
            for name in sorted(existing(conn, parent)):
                month = re.fullmatch(rf"{re.escape(parent)}_p(\d{{4}})(\d{{2}})", name)
                if month and month_start(datetime(int(month[1]), int(month[2]), 1), 1) <= cutoff:
                    conn.execute(text(f"DROP TABLE {name}"))
                    dropped.append(name)
    return dropped
