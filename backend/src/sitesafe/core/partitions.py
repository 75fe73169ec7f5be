"""Names of PostgreSQL partitions. A partitioned table's partitions are `<table>_default` and
`<table>_pYYYYMM`; they are made at run time, so schema comparison (Alembic autogenerate, the migration
test) must not see them as tables the models lack."""

from __future__ import annotations

import re
from typing import Any

PARTITION_NAME = re.compile(r"^(?P<parent>.+)_(default|p\d{6})$")


def partition_name(parent: str, year: int, month: int) -> str:
    return f"{parent}_p{year:04d}{month:02d}"


def is_partition(name: str | None, partitioned: set[str]) -> bool:
    if not name:
        return False
    match = PARTITION_NAME.match(name)
    return bool(match and match.group("parent") in partitioned)


def include_object(partitioned: set[str]) -> Any:
    """An Alembic `include_object` hook that skips reflected partitions and their indexes."""

    def include(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
        if not reflected or compare_to is not None:
            return True
        if type_ == "table":
            return not is_partition(name, partitioned)
        if type_ == "index":
            table = getattr(getattr(obj, "table", None), "name", None)
            return not is_partition(table, partitioned)
        return True

    return include


def partitioned_tables(metadata: Any) -> set[str]:
    return {t.name for t in metadata.tables.values() if t.kwargs.get("postgresql_partition_by")}
