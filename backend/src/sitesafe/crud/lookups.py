"""Related names and labels a resource declares (`Resource.lookups`) instead of writing its own `outs`:
each lookup fills some output fields of every row of a page in one query for the whole page."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session


class Lookup(Protocol):
    def values(self, db: Session, rows: Sequence[Any]) -> list[dict[str, Any]]:
        """One dict of output fields per row."""
        ...


def split_ids(stored: str | None) -> list[int]:
    """Ids stored as ",1,2,"."""
    return [int(p) for p in (stored or "").split(",") if p]


@dataclass(frozen=True)
class Names:
    """The `column` of the `model` rows that a row's id columns point at: `one` is (id attribute, output
    field), `many` is (",1,2," attribute, output list field; "" for a missing one)."""

    model: type[Any]
    one: tuple[tuple[str, str], ...] = ()
    many: tuple[tuple[str, str], ...] = ()
    column: str = "name"

    def values(self, db: Session, rows: Sequence[Any]) -> list[dict[str, Any]]:
        wanted = {getattr(r, a) for r in rows for a, _ in self.one}
        wanted |= {i for r in rows for a, _ in self.many for i in split_ids(getattr(r, a))}
        wanted.discard(None)
        found = self._load(db, wanted)
        return [
            {
                **{out: found.get(getattr(r, a)) for a, out in self.one},
                **{out: [found.get(i, "") for i in split_ids(getattr(r, a))] for a, out in self.many},
            }
            for r in rows
        ]

    def _load(self, db: Session, ids: Iterable[int]) -> dict[int, str]:
        ids = list(ids)
        if not ids:
            return {}
        stmt = select(self.model.id, getattr(self.model, self.column)).where(self.model.id.in_(ids))
        return {key: name for key, name in db.execute(stmt)}


@dataclass(frozen=True)
class Labels:
    """Dictionary labels: `fields` is (attribute, dictionary code, output field); `load` gives a
    dictionary's code -> label."""

    load: Callable[[Session, str], Mapping[str, str]]
    fields: tuple[tuple[str, str, str], ...]

    def values(self, db: Session, rows: Sequence[Any]) -> list[dict[str, Any]]:
        labels = {code: self.load(db, code) for _, code, _ in self.fields}
        return [{out: labels[code].get(getattr(r, a)) for a, code, out in self.fields} for r in rows]


def filled(
    db: Session, lookups: Sequence[Lookup], rows: Sequence[Any], items: list[BaseModel]
) -> list[BaseModel]:
    """`items` (one per row) with every lookup's fields set."""
    if not lookups or not rows:
        return items
    updates: list[dict[str, Any]] = [{} for _ in rows]
    for lookup in lookups:
        for update, found in zip(updates, lookup.values(db, rows), strict=True):
            update.update(found)
    return [item.model_copy(update=update) for item, update in zip(items, updates, strict=True)]
