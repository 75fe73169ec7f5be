"""人脸设备 (face terminals): the `face` kind of the device registry, project-scoped. The server makes each
device's key, stores it encrypted and answers it once; online means a call within the last 5 minutes."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, or_, select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.schemas import status_text
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.device import counters
from sitesafe.modules.site.device.auth import new_device_key
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.device.schemas import (
    FaceAdd,
    FaceDetail,
    FaceEdit,
    FaceKey,
    FaceOut,
    FaceQuery,
    FaceStats,
)

KIND_FACE = "face"
OFFLINE_AFTER = timedelta(minutes=5)
DIRECTION_TEXT = {1: "进", 2: "出"}

FACE = Resource(
    name="deviceFace",
    title="人脸设备",
    model=SiteDevice,
    out=FaceOut,
    add=FaceAdd,
    edit=FaceEdit,
    not_found=ErrorCode.DEVICE_NOT_EXIST,
    query=FaceQuery,
    filters=(Like("name"), Like("code"), Eq("direction")),
    sortable={"name": "name", "code": "code", "lastSeen": "last_seen", "createTime": "create_time"},
    default_order=("name", "id"),
    # The code names the device on every call it makes: unique among live devices of every project.
    uniques=(Unique("code", ErrorCode.DEVICE_CODE_REPEAT),),
    actions=frozenset({"page", "list", "detail", "edit", "delete", "changeStatus", "export"}),
    export_columns=(
        ExcelColumn("设备名称", "name", 24),
        ExcelColumn("设备编号", "code", 20),
        ExcelColumn("厂商", "vendor", 16),
        ExcelColumn("型号", "model", 16),
        ExcelColumn("安装位置", "location", 24),
        ExcelColumn("进出方向", "direction", 10, lambda v: DIRECTION_TEXT.get(v, "")),
        ExcelColumn("在线", "online", 8),
        ExcelColumn("最后通信时间", "last_seen", 20),
        ExcelColumn("状态", "status", 10, status_text),
    ),
)


class FaceService(CrudService):
    skip_fields = frozenset({"kind", "secret_enc", "online", "last_seen"})

    def fixed_conditions(self, act: Act) -> list[Condition]:
        return [SiteDevice.kind == KIND_FACE]

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Condition]:
        found = super().conditions(act, query, listing=listing)
        wanted = getattr(query, "online", None)
        if wanted is not None:
            since = act.ctx.clock.now() - OFFLINE_AFTER
            fresh: Condition = SiteDevice.last_seen >= since
            found.append(
                fresh if wanted else or_(SiteDevice.last_seen.is_(None), SiteDevice.last_seen < since)
            )
        return found

    def _online(self, act: Act, row: SiteDevice) -> bool:
        return row.last_seen is not None and act.ctx.clock.now() - row.last_seen <= OFFLINE_AFTER

    def _out(self, act: Act, row: SiteDevice, model: type[FaceOut] = FaceOut) -> FaceOut:
        out = model.model_validate(row)
        out.online = self._online(act, row)
        return out

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return [self._out(act, row[0]) for row in rows]

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        out = self._out(act, row, FaceDetail)
        assert isinstance(out, FaceDetail)
        out.counters = counters.read(act.db, [row.id])
        return out

    def _face_only(self, row: Any) -> None:
        if row.kind != KIND_FACE:
            raise AppError(ErrorCode.DEVICE_NOT_EXIST)

    def readable(self, act: Act, row_id: int) -> Any:
        row = super().readable(act, row_id)
        self._face_only(row)
        return row

    def check_writable(self, act: Act, row: Any, action: str) -> None:
        self._face_only(row)
        super().check_writable(act, row, action)

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        key = new_device_key()
        row.kind = KIND_FACE
        row.secret_enc = act.ctx.cipher.encrypt(key)
        row.online = False
        act.memo["device_secret"] = key

    def add_with_key(self, act: Act, body: FaceAdd) -> FaceKey:
        row = self.add_row(act, body)
        act.commit()
        return FaceKey(id=row.id, code=row.code, device_secret=act.memo["device_secret"])

    def reset_key(self, act: Act, row_id: int) -> FaceKey:
        """A new key; the old one stops working at once."""
        row = self.writable(act, row_id, "edit")
        key = new_device_key()
        row.secret_enc = act.ctx.cipher.encrypt(key)
        row.version = (row.version or 0) + 1
        act.commit()
        return FaceKey(id=row.id, code=row.code, device_secret=key)

    def stats(self, act: Act) -> FaceStats:
        """Devices of the caller's project(s): how many, how many online, and the call counters."""
        conditions = [*self.repo.live(), *self.fixed_conditions(act), *self.project_conditions(act)]
        since = act.ctx.clock.now() - OFFLINE_AFTER
        ids = list(act.db.execute(select(SiteDevice.id).where(*conditions)).scalars())
        online = act.db.execute(
            select(func.count()).select_from(SiteDevice).where(*conditions, SiteDevice.last_seen >= since)
        ).scalar_one()
        unknown = None
        if act.user.is_super:
            unknown = counters.read(act.db, [counters.UNKNOWN_DEVICE])["unknown_device"]
        return FaceStats(
            total=len(ids),
            online=online,
            counters=counters.read(act.db, ids),
            reasons=counters.REASONS,
            unknown_device=unknown,
        )


service = FaceService(FACE)
