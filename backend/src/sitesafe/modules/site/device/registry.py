"""设备 (the device registry of every kind, `/siteDevice/*`), project-scoped. The kind is chosen at add and
fixed; its parameters are checked by the kind's model (params.py); the key is made by the server, stored
encrypted and answered once. `online`/`last_seen` are written by the device API and the offline job only."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, select, update

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.schemas import status_text
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.device import counters, kinds, params, thresholds
from sitesafe.modules.site.device.auth import new_device_key
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.device.registry_schemas import (
    DeviceAdd,
    DeviceDetail,
    DeviceEdit,
    DeviceKey,
    DeviceListQuery,
    DeviceOut,
    DeviceQuery,
    EffectiveThreshold,
    ThresholdBody,
)

OPEN_STATUSES = (kinds.STATUS_PENDING, kinds.STATUS_HANDLING)

DEVICE = Resource(
    name="siteDevice",
    title="设备",
    model=SiteDevice,
    out=DeviceOut,
    add=DeviceAdd,
    edit=DeviceEdit,
    not_found=ErrorCode.DEVICE_NOT_EXIST,
    query=DeviceQuery,
    filters=(Eq("kind"), Like("name"), Like("code"), Eq("online"), Eq("gateway_id"), Eq("status")),
    list_query=DeviceListQuery,
    list_filters=(Eq("kind"), Like("name")),
    sortable={
        "name": "name",
        "code": "code",
        "lastSeen": "last_seen",
        "online": "online",
        "createTime": "create_time",
    },
    default_order=("name", "id"),
    # The code names the device on every call it makes: unique among live devices of every project.
    uniques=(Unique("code", ErrorCode.DEVICE_CODE_REPEAT),),
    actions=frozenset({"page", "list", "detail", "edit", "delete", "changeStatus", "export"}),
    export_columns=(
        ExcelColumn("设备名称", "name", 24),
        ExcelColumn("设备编号", "code", 20),
        ExcelColumn("设备类型", "kind", 12, lambda v: kinds.KIND_NAMES.get(v, v)),
        ExcelColumn("厂商", "vendor", 16),
        ExcelColumn("型号", "model", 16),
        ExcelColumn("安装位置", "location", 24),
        ExcelColumn("在线", "online", 8, lambda v: "在线" if v else "离线"),
        ExcelColumn("最后通信时间", "last_seen", 20),
        ExcelColumn("状态", "status", 10, status_text),
    ),
)


def seconds_ago(act: Act, moment: datetime | None) -> int | None:
    return None if moment is None else max(0, int((act.ctx.clock.now() - moment).total_seconds()))


def _columns(row: SiteDevice) -> dict[str, Any]:
    return {c.key: getattr(row, c.key) for c in SiteDevice.__table__.c}


class DeviceService(CrudService):
    skip_fields = frozenset(
        {"kind", "secret_enc", "online", "last_seen", "params", "thresholds", "online_time", "offline_time"}
    )

    # ----- reading ------------------------------------------------------------------------------

    def _params_out(self, row: SiteDevice) -> dict[str, Any]:
        values = params.loads(row.params)
        for key, column in params.COLUMN_PARAMS.get(row.kind, {}).items():
            if getattr(row, column) is not None:
                values[key] = getattr(row, column)
        return values

    def _out(
        self, act: Act, row: SiteDevice, names: dict[int, str], channels: dict[int, int], model: Any
    ) -> Any:
        data = _columns(row)
        data["seen_seconds_ago"] = seconds_ago(act, row.last_seen)
        data["params"] = self._params_out(row)
        data["thresholds"] = params.loads(row.thresholds)
        data["gateway_name"] = names.get(row.gateway_id) if row.gateway_id else None
        if row.kind == kinds.KIND_GATEWAY:
            data["channel_count"] = channels.get(row.id, 0)
        return model.model_validate(data)

    def _related(self, act: Act, rows: Sequence[SiteDevice]) -> tuple[dict[int, str], dict[int, int]]:
        """Names of the gateways the rows report through and channel counts of the gateways among them."""
        gateway_ids = {r.gateway_id for r in rows if r.gateway_id}
        names: dict[int, str] = {}
        if gateway_ids:
            stmt = select(SiteDevice.id, SiteDevice.name).where(SiteDevice.id.in_(gateway_ids))
            names = {i: n for i, n in act.db.execute(stmt)}
        gateways = [r.id for r in rows if r.kind == kinds.KIND_GATEWAY]
        channels: dict[int, int] = {}
        if gateways:
            ch = SiteDeviceChannel
            stmt2 = (
                select(ch.gateway_id, func.count())
                .where(ch.gateway_id.in_(gateways), live(ch))
                .group_by(ch.gateway_id)
            )
            channels = {g: int(n) for g, n in act.db.execute(stmt2)}
        return names, channels

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        devices = [row[0] for row in rows]
        names, channels = self._related(act, devices)
        return [self._out(act, d, names, channels, DeviceOut) for d in devices]

    def open_alarms(self, act: Act, row: SiteDevice) -> int:
        """Alarms of the device (or of its channels, for a gateway) still 待处理 or 处理中."""
        owner = SiteAlarm.device_id == row.id
        if row.kind == kinds.KIND_GATEWAY:
            mine = select(SiteDeviceChannel.id).where(SiteDeviceChannel.gateway_id == row.id)
            owner = owner | SiteAlarm.channel_id.in_(mine)
        stmt = select(func.count()).select_from(SiteAlarm).where(owner, SiteAlarm.status.in_(OPEN_STATUSES))
        return int(act.db.execute(stmt).scalar_one())

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        names, channels = self._related(act, [row])
        out: DeviceDetail = self._out(act, row, names, channels, DeviceDetail)
        own = params.loads(row.thresholds)
        project = thresholds.project_values(act.db, row.project_id)
        rows = thresholds.effective(row.kind, project, own, params.loads(row.params))
        out.effective_thresholds = [EffectiveThreshold.model_validate(r) for r in rows]
        out.open_alarms = self.open_alarms(act, row)
        out.counters = counters.read(act.db, [row.id])
        return out

    # ----- writing ------------------------------------------------------------------------------

    def _set_params(self, row: SiteDevice, raw: dict[str, Any] | None) -> None:
        values = params.validate(row.kind, raw)
        for key, column in params.COLUMN_PARAMS.get(row.kind, {}).items():
            setattr(row, column, values.pop(key, None))
        row.params = params.dumps(values)

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        key = new_device_key()
        row.kind = body.kind
        row.secret_enc = act.ctx.cipher.encrypt(key)
        row.online = False
        row.heartbeat_seconds = body.heartbeat_seconds
        self._set_params(row, body.params)
        act.memo["device_secret"] = key

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        if "params" in body.model_fields_set:
            self._set_params(row, body.params)

    def check(self, act: Act, row: Any, action: str) -> None:
        if row.gateway_id is None:
            return
        gateway = act.db.get(SiteDevice, row.gateway_id)
        if (
            gateway is None
            or gateway.status == STATUS_DELETED
            or gateway.kind != kinds.KIND_GATEWAY
            or gateway.project_id != row.project_id
            or gateway.id == row.id
        ):
            raise AppError(ErrorCode.DEVICE_GATEWAY_INVALID)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        for row in rows:
            count = self.open_alarms(act, row)
            if count:
                raise AppError(ErrorCode.DEVICE_HAS_OPEN_ALARMS, name=row.name, count=count)
            if row.kind == kinds.KIND_GATEWAY:
                ch, dev = SiteDeviceChannel, SiteDevice
                channels = select(func.count()).where(ch.gateway_id == row.id, live(ch))
                devices = select(func.count()).where(dev.gateway_id == row.id, live(dev))
                used = int(act.db.execute(channels).scalar_one()) + int(act.db.execute(devices).scalar_one())
                if used:
                    raise AppError(ErrorCode.DEVICE_GATEWAY_IN_USE, name=row.name, count=used)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        """A deleted device's alarms (all closed by now) stop being active, as nothing could clear them
        later, and channels that named it as the device behind them no longer do."""
        now = act.ctx.clock.now()
        act.db.execute(
            update(SiteDeviceChannel).where(SiteDeviceChannel.device_id.in_(ids)).values(device_id=None)
        )
        act.db.execute(
            update(SiteAlarm)
            .where(SiteAlarm.device_id.in_(ids), SiteAlarm.active.is_(True))
            .values(active=False, active_key=None, clear_time=now, clear_since=None, update_time=now)
        )

    # ----- own operations -----------------------------------------------------------------------

    def add_with_key(self, act: Act, body: DeviceAdd) -> DeviceKey:
        row = self.add_row(act, body)
        act.commit()
        secret = act.memo["device_secret"]
        return DeviceKey(id=row.id, code=row.code, kind=row.kind, device_secret=secret)

    def reset_key(self, act: Act, row_id: int) -> DeviceKey:
        """A new key; the old one stops working at once."""
        row = self.writable(act, row_id, "resetKey")
        key = new_device_key()
        row.secret_enc = act.ctx.cipher.encrypt(key)
        row.version = (row.version or 0) + 1
        act.commit()
        return DeviceKey(id=row.id, code=row.code, kind=row.kind, device_secret=key)

    def set_thresholds(self, act: Act, body: ThresholdBody) -> DeviceDetail:
        """Sets (a number) or removes (null) the device's own thresholds; answers the new detail."""
        row = self.writable(act, body.id, "setThresholds")
        own = thresholds.merge(row.kind, params.loads(row.thresholds), body.thresholds)
        project = thresholds.project_values(act.db, row.project_id)
        in_force = thresholds.effective(row.kind, project, own, params.loads(row.params))
        thresholds.check_order(thresholds.values(in_force))
        row.thresholds = params.dumps(own)
        row.version = (row.version or 0) + 1
        act.db.flush()
        detail = self.detail_out(act, row)
        act.commit()
        assert isinstance(detail, DeviceDetail)
        return detail


service = DeviceService(DEVICE)
