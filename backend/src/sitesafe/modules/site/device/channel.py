"""网关通道 (`/siteDeviceChannel/*`): the sensors and relays wired to a gateway of the project. The channel
number is unique among a gateway's live channels; online, last seen and last value come from the gateway's
heartbeats (read-only here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.device.registry import seconds_ago
from sitesafe.modules.site.device.registry_schemas import ChannelAdd, ChannelEdit, ChannelOut, ChannelQuery
from sitesafe.modules.system.dict.service import dict_labels

CHANNEL_TYPE_DICT = "device_channel_type"
STATUS_DELETED = 2

CHANNEL = Resource(
    name="siteDeviceChannel",
    title="网关通道",
    model=SiteDeviceChannel,
    out=ChannelOut,
    add=ChannelAdd,
    edit=ChannelEdit,
    not_found=ErrorCode.DEVICE_CHANNEL_NOT_EXIST,
    query=ChannelQuery,
    filters=(Eq("gateway_id"), Like("name"), Eq("channel_type"), Eq("online")),
    sortable={
        "channelNo": "channel_no",
        "name": "name",
        "lastSeen": "last_seen",
        "createTime": "create_time",
    },
    default_order=("gateway_id", "channel_no", "id"),
    uniques=(Unique("channel_no", ErrorCode.DEVICE_CHANNEL_NO_REPEAT, within=("gateway_id",)),),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("所属网关", "gateway_name", 24),
        ExcelColumn("通道号", "channel_no", 10),
        ExcelColumn("通道名称", "name", 24),
        ExcelColumn("通道类型", "channel_type_name", 14),
        ExcelColumn("关联设备", "device_name", 24),
        ExcelColumn("在线", "online", 8, lambda v: "在线" if v else "离线"),
        ExcelColumn("最后通信时间", "last_seen", 20),
        ExcelColumn("最新值", "last_value", 14),
    ),
)


class ChannelService(CrudService):
    skip_fields = frozenset({"online", "last_seen", "last_value"})

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return list(self._outs(act, [row[0] for row in rows]))

    def _outs(self, act: Act, channels: list[SiteDeviceChannel]) -> list[ChannelOut]:
        ids = {c.gateway_id for c in channels} | {c.device_id for c in channels if c.device_id}
        names: dict[int, str] = {}
        if ids:
            stmt = select(SiteDevice.id, SiteDevice.name).where(SiteDevice.id.in_(ids))
            names = {i: n for i, n in act.db.execute(stmt)}
        labels = dict_labels(act.db, CHANNEL_TYPE_DICT)
        out = []
        for c in channels:
            item = ChannelOut.model_validate(c)
            item.seen_seconds_ago = seconds_ago(act, c.last_seen)
            item.gateway_name = names.get(c.gateway_id)
            item.device_name = names.get(c.device_id) if c.device_id else None
            if c.channel_type:
                item.channel_type_name = labels.get(c.channel_type, c.channel_type)
            out.append(item)
        return out

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self._outs(act, [row])[0]

    def _device(self, act: Act, device_id: int, project_id: int) -> SiteDevice | None:
        device = act.db.get(SiteDevice, device_id)
        if device is None or device.status == STATUS_DELETED or device.project_id != project_id:
            return None
        return device

    def check(self, act: Act, row: Any, action: str) -> None:
        gateway = self._device(act, row.gateway_id, row.project_id)
        if gateway is None or gateway.kind != kinds.KIND_GATEWAY:
            raise FieldError(ErrorCode.DEVICE_GATEWAY_INVALID, "gateway_id")
        if row.device_id is not None:
            device = self._device(act, row.device_id, row.project_id)
            if device is None or device.id == gateway.id:
                raise FieldError(ErrorCode.DEVICE_CHANNEL_DEVICE_INVALID, "device_id")
        if row.channel_type and row.channel_type not in dict_labels(act.db, CHANNEL_TYPE_DICT):
            raise FieldError(ErrorCode.DEVICE_CHANNEL_TYPE_INVALID, "channel_type")

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        row.online = False


service = ChannelService(CHANNEL)
