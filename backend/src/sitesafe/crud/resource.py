"""How a resource declares itself to the CRUD machinery: names, schemas, filters, sorting, rules as data."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.filters import Filter
from sitesafe.crud.lookups import Lookup
from sitesafe.crud.model import has_column
from sitesafe.crud.schemas import NoQuery

ALL_ACTIONS = frozenset(
    {"page", "list", "detail", "add", "edit", "delete", "changeStatus", "export", "import", "template"}
)
DEFAULT_ACTIONS = frozenset({"page", "list", "detail", "add", "edit", "delete"})


@dataclass(frozen=True)
class Unique:
    """No two live rows share `field` (within rows equal on `within`); a clash answers `error`."""

    field: str
    error: ErrorCode
    within: tuple[str, ...] = ()
    message: str | None = None  # in place of the error's own (e.g. a generated resource's field name)


@dataclass(frozen=True)
class TreeRules:
    """A `pid`/`pids` tree: the errors for a node made its own parent or moved under a descendant."""

    self_parent: ErrorCode
    descendant_parent: ErrorCode


@dataclass(frozen=True)
class ExcelColumn:
    """One exported column: the Chinese header and the dotted attribute path of the output row."""

    header: str
    key: str
    width: int = 18
    format: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Resource:
    """A resource's declaration. `name` is the API prefix and the permission prefix (`sysPos`)."""

    name: str
    title: str
    model: type[Any]
    out: type[BaseModel]
    not_found: ErrorCode
    add: type[BaseModel] | None = None
    edit: type[BaseModel] | None = None
    query: type[BaseModel] = NoQuery
    filters: tuple[Filter, ...] = ()
    # `list` may filter differently (Snowy: org list `pid` = direct children, page `pid` = subtree).
    list_query: type[BaseModel] | None = None
    list_filters: tuple[Filter, ...] | None = None
    # sortField (wire name) -> model attribute; default order as attribute names, "-" for descending.
    sortable: Mapping[str, str] = field(default_factory=dict)
    default_order: tuple[str, ...] = ("id",)
    uniques: tuple[Unique, ...] = ()
    tree: TreeRules | None = None
    # Attribute holding the row's organisation: reads are filtered and writes checked by data scope.
    org_column: str | None = None
    actions: frozenset[str] = DEFAULT_ACTIONS
    export_columns: tuple[ExcelColumn, ...] = ()
    import_row: type[BaseModel] | None = None
    import_max_rows: int = 5000
    detail_methods: tuple[str, ...] = ("GET",)
    # Delete rows for real even though the table has a status (e.g. a code under a unique constraint).
    hard_delete: bool = False
    tags: tuple[str, ...] = ()
    # related names and dictionary labels filled into every answer (crud/lookups.py)
    lookups: tuple[Lookup, ...] = ()

    def __post_init__(self) -> None:
        unknown = self.actions - ALL_ACTIONS
        if unknown:
            raise ValueError(f"{self.name}: unknown actions {sorted(unknown)}")
        if "import" in self.actions and self.import_row is None:
            raise ValueError(f"{self.name}: import needs import_row")
        if "export" in self.actions and not self.export_columns:
            raise ValueError(f"{self.name}: export needs export_columns")

    @property
    def soft_delete(self) -> bool:
        return has_column(self.model, "status") and not self.hard_delete

    @property
    def versioned(self) -> bool:
        return has_column(self.model, "version")

    @property
    def project_scoped(self) -> bool:
        return has_column(self.model, "project_id")

    def has(self, action: str) -> bool:
        return action in self.actions
