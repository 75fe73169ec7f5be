from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text

CERT_VALID, CERT_EXPIRING, CERT_EXPIRED = 0, 1, 2


class DriverOut(AuditOut):
    project_id: IdStr
    kind: int
    person_id: IdStr
    person_name: str | None = None
    id_no: str | None = None  # masked
    phone: str | None = None
    team_name: str | None = None
    enterprise_name: str | None = None
    cert_no: str
    cert_category: str | None = None
    authority: str | None = None
    valid_until: DateStr
    days_left: int = 0  # negative once expired
    cert_state: int = CERT_VALID  # 0 有效, 1 即将到期, 2 已过期
    device_id: IdStr | None = None
    device_name: str | None = None
    remark: str | None = None
    status: int


class DriverQuery(CamelModel):
    name: str | None = Field(None, max_length=50, title="姓名")
    cert_no: str | None = Field(None, max_length=64, title="证书编号")
    device_id: IdStr | None = Field(None, title="设备")
    expiring: bool | None = Field(None, title="即将到期")


class DriverAdd(CamelModel):
    person_id: IdStr = Field(title="工人")
    cert_no: Text = Field(min_length=1, max_length=64, title="证书编号")
    cert_category: Text | None = Field(None, max_length=64, title="操作类别")
    authority: Text | None = Field(None, max_length=100, title="发证机关")
    valid_until: DateStr = Field(title="有效期至")
    device_id: IdStr | None = Field(None, title="设备")
    remark: Text | None = Field(None, max_length=255, title="备注")


class DriverEdit(DriverAdd, EditBase):
    pass
