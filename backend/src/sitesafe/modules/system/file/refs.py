"""Who may read a stored file, in one place: `file_readable(act, info)`.

A file is readable by its uploader, by a file administrator (`sysFileInfo:page|detail|download`, the
super administrator), and by whoever may read a row that references it. A resource declares its
references once, next to its model:

    declare(SysUser.avatar, readable=lambda act, row: row.id == act.user.user_id or ...)
    declare(SysNotice.content, readable=..., contains=link_marker)   # text holding preview links

`readable(act, row)` answers whether the caller may read that row (usually: holds the resource's read
permission and the row passes the CRUD service's `readable`, i.e. data scope and project). The reverse
holds on writes: a row may only reference files its writer may read (`require_readable`), or writing a
guessed id into one's own row would hand that file out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, select
from sqlalchemy.orm import InstrumentedAttribute

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.file.models import SysFileInfo

ADMIN_CODES = ("sysFileInfo:page", "sysFileInfo:detail", "sysFileInfo:download")
ROWS_CHECKED = 20  # referencing rows looked at per declaration (a file is rarely referenced more)
RowReadable = Callable[[Act, Any], bool]


@dataclass(frozen=True, slots=True)
class FileRef:
    column: InstrumentedAttribute[Any]
    readable: RowReadable
    contains: Callable[[int], str] | None

    def referencing(self, file_id: int) -> ColumnElement[bool]:
        if self.contains is not None:
            return self.column.contains(self.contains(file_id), autoescape=True)
        return self.column == file_id


_REFS: list[FileRef] = []


def declare(
    column: InstrumentedAttribute[Any], *, readable: RowReadable, contains: Callable[[int], str] | None = None
) -> None:
    """Rows of `column`'s table reference files in it: the column holds a file id, or (`contains`) text
    that holds `contains(file_id)` wherever it references the file (e.g. `links.link_marker`)."""
    _REFS.append(FileRef(column, readable, contains))


def readable_through(service: CrudService, *codes: str) -> RowReadable:
    """A row is readable by holders of one of `codes` for whom the service's `readable` passes."""

    def check(act: Act, row: Any) -> bool:
        if not act.has_permission(*codes):
            return False
        try:
            service.readable(act, row.id)
        except AppError:
            return False
        return True

    return check


# Object-name prefixes of files a module serves itself under its own access rules (face photos: only to
# members of the person's project). Generated uploads are named `<id>.<suffix>`, so no upload can take one.
_private_prefixes: set[str] = set()


def register_private_prefix(prefix: str) -> None:
    _private_prefixes.add(prefix)


def private_prefix(prefix: str) -> bool:
    return prefix in _private_prefixes


def is_private(info: SysFileInfo) -> bool:
    return any(info.file_object_name.startswith(prefix) for prefix in _private_prefixes)


def file_readable(act: Act, info: SysFileInfo) -> bool:
    if info.create_user == act.user.user_id or act.has_permission(*ADMIN_CODES):
        return True
    for ref in _REFS:
        model = ref.column.class_
        rows = act.db.execute(select(model).where(ref.referencing(info.id)).limit(ROWS_CHECKED)).scalars()
        if any(ref.readable(act, row) for row in rows):
            return True
    return False


def readable_file(act: Act, file_id: int) -> SysFileInfo:
    """The file, refused (2015001 / 2015014) when it does not exist or the caller may not read it."""
    info = act.db.get(SysFileInfo, file_id)
    if info is None or is_private(info):
        raise AppError(ErrorCode.FILE_NOT_EXIST)
    if not file_readable(act, info):
        raise AppError(ErrorCode.FILE_NOT_READABLE)
    return info


def require_readable(act: Act, file_ids: Iterable[int]) -> None:
    """Refuses a write that would reference a file its writer may not read (missing ids are left to
    the resource: a stale link in rich text is not an error)."""
    wanted = set(file_ids)
    if not wanted:
        return
    found = act.db.execute(select(SysFileInfo).where(SysFileInfo.id.in_(wanted))).scalars()
    if any(not file_readable(act, info) for info in found):
        raise AppError(ErrorCode.FILE_NOT_READABLE)
