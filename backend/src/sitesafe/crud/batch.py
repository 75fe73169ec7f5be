"""The rows of one import prepared so far: checked against the database, not yet written. Rules across
the file's rows (a value twice, a parent given a few rows earlier) are checked against the batch."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sitesafe.crud.resource import Unique


class ImportBatch:
    def __init__(self) -> None:
        self.items: list[tuple[int, Any, Any]] = []  # (row number in the file, add body, row)
        self.rows_by_id: dict[int, Any] = {}
        self._taken: set[tuple[Any, ...]] = set()
        self._index: dict[str, dict[Any, Any]] = {}

    @staticmethod
    def _key(rule: Unique, values: dict[str, Any]) -> tuple[Any, ...] | None:
        value = values.get(rule.field)
        if value is None or value == "":
            return None
        return (rule.field, value, *(values.get(name) for name in rule.within))

    def clashes(self, rule: Unique, values: dict[str, Any]) -> bool:
        """Whether an earlier row of the file holds the same value (the rule of `Repository.clashes`)."""
        key = self._key(rule, values)
        return key is not None and key in self._taken

    def add(self, number: int, body: Any, row: Any, uniques: Iterable[Unique]) -> None:
        self.items.append((number, body, row))
        self.rows_by_id[row.id] = row
        values = {column.key: getattr(row, column.key) for column in row.__table__.c}
        self._taken.update(k for k in (self._key(rule, values) for rule in uniques) if k is not None)
        for field, index in self._index.items():
            index.setdefault(getattr(row, field, None), row)

    def find(self, field: str, value: Any) -> Any | None:
        """The first earlier row of the file whose `field` equals `value`."""
        index = self._index.get(field)
        if index is None:
            index = self._index[field] = {}
            for _, _, row in self.items:
                index.setdefault(getattr(row, field, None), row)
        return index.get(value)
