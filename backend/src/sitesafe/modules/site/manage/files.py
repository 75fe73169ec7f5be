"""Photos and attachments of management records: stored as ",id,id," (sys_file_info ids) in a String
column, answered as a list of id strings, declared to the file module so that whoever may read the
record may read its files, and a write may only reference files its writer may read."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any

from pydantic import BeforeValidator
from sqlalchemy.orm import InstrumentedAttribute

from sitesafe.core.schema import IdStr
from sitesafe.crud.context import Act
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.file import refs


def _split(value: Any) -> Any:
    return [p for p in value.split(",") if p] if isinstance(value, str) else value or []


# an Out field: `photos: FileIds = Field(default_factory=list)`
FileIds = Annotated[list[IdStr], BeforeValidator(_split)]


def marker(file_id: int) -> str:
    return f",{file_id},"


def stored(act: Act, ids: Iterable[int] | None) -> str | None:
    """The column value for these files, refused (2015xxx) when the writer may not read one of them."""
    wanted = list(dict.fromkeys(int(i) for i in ids or []))
    refs.require_readable(act, wanted)
    return "," + ",".join(str(i) for i in wanted) + "," if wanted else None


def declare(column: InstrumentedAttribute[Any], service: CrudService, *codes: str) -> None:
    """Files in `column` are readable by whoever may read the row through `service` with `codes`."""
    refs.declare(column, readable=refs.readable_through(service, *codes), contains=marker)
