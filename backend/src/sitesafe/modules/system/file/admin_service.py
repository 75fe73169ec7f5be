"""系统文件: page, list, detail and delete of uploaded files (upload/preview/download: `service.py`).

A delete removes the row and, once that has committed, the stored object (a failed commit leaves the
object in place; a failed object removal after the commit is logged, never undoes the delete)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, In, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.schemas import FileInfoOut, FileInfoQuery
from sitesafe.modules.system.file.storage import FileStorage
from sitesafe.modules.system.user.models import SysUser

log = logging.getLogger(__name__)

FILES = Resource(
    name="sysFileInfo",
    title="文件",
    model=SysFileInfo,
    out=FileInfoOut,
    not_found=ErrorCode.FILE_NOT_EXIST,
    query=FileInfoQuery,
    filters=(Eq("file_location"), Eq("file_bucket"), Like("file_origin_name"), In("file_suffix")),
    sortable={
        "createTime": "create_time",
        "fileSizeKb": "file_size_kb",
        "fileOriginName": "file_origin_name",
    },
    default_order=("-create_time", "-id"),
    actions=frozenset({"page", "list", "detail", "delete"}),
    tags=("文件信息",),
)


def remove_objects(storage: FileStorage, objects: list[tuple[str, str]]) -> None:
    for bucket, object_name in objects:
        try:
            storage.delete(bucket, object_name)
        except (OSError, ValueError):
            log.exception("stored object %s/%s could not be removed", bucket, object_name)


class FileService(CrudService):
    def _names(self, act: Act, user_ids: set[int]) -> dict[int, str]:
        if not user_ids:
            return {}
        rows = act.db.execute(select(SysUser.id, SysUser.name).where(SysUser.id.in_(user_ids))).all()
        return {row.id: row.name for row in rows}

    def _out(self, rows: Sequence[SysFileInfo], names: dict[int, str]) -> list[BaseModel]:
        result: list[BaseModel] = []
        for row in rows:
            out = FileInfoOut.model_validate(row)
            out.create_user_name = names.get(row.create_user) if row.create_user is not None else None
            result.append(out)
        return result

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        infos = [row[0] for row in rows]
        return self._out(infos, self._names(act, {i.create_user for i in infos if i.create_user}))

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self._out([row], self._names(act, {row.create_user} if row.create_user else set()))[0]

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        storage: FileStorage = act.request.app.state.storage
        objects = [(row.file_bucket, row.file_object_name) for row in rows]
        act.after_commit(lambda: remove_objects(storage, objects))


service = FileService(FILES)
