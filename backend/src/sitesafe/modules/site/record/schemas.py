from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Self

from pydantic import Field, PlainSerializer, model_validator
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text

Hours = Annotated[Decimal, PlainSerializer(float, return_type=float)]


class CertOut(AuditOut):
    project_id: IdStr
    person_id: IdStr
    person_name: str | None = None
    cert_type: str
    cert_type_name: str | None = None
    cert_no: str
    category: str | None = None
    authority: str | None = None
    issue_date: DateStr | None = None
    valid_until: DateStr | None = None
    days_left: int | None = None  # negative once expired
    file_id: IdStr | None = None
    status: int


class CertQuery(CamelModel):
    person_id: IdStr | None = Field(None, title="人员")
    cert_type: str | None = Field(None, max_length=32, title="证书类型")
    cert_no: str | None = Field(None, max_length=64, title="证书编号")


class CertAdd(CamelModel):
    person_id: IdStr = Field(title="人员")
    cert_type: Text = Field(min_length=1, max_length=32, title="证书类型")
    cert_no: Text = Field(min_length=1, max_length=64, title="证书编号")
    category: Text | None = Field(None, max_length=64, title="操作类别")
    authority: Text | None = Field(None, max_length=100, title="发证机关")
    issue_date: DateStr | None = Field(None, title="发证日期")
    valid_until: DateStr | None = Field(None, title="有效期至")
    file_id: IdStr | None = Field(None, title="证书附件")

    @model_validator(mode="after")
    def _dates(self) -> Self:
        if self.issue_date and self.valid_until and self.valid_until < self.issue_date:
            raise PydanticCustomError("date_order", "有效期至不能早于发证日期")
        return self


class CertEdit(CertAdd, EditBase):
    pass


class EducationOut(AuditOut):
    project_id: IdStr
    person_id: IdStr
    person_name: str | None = None
    kind: str
    kind_name: str | None = None
    edu_date: DateStr
    hours: Hours | None = None
    content: str | None = None
    trainer: str | None = None
    score: int | None = None
    passed: bool
    status: int


class EducationQuery(CamelModel):
    person_id: IdStr | None = Field(None, title="人员")
    kind: str | None = Field(None, max_length=32, title="教育类型")
    passed: bool | None = Field(None, title="是否合格")


class EducationAdd(CamelModel):
    person_id: IdStr = Field(title="人员")
    kind: Text = Field(min_length=1, max_length=32, title="教育类型")
    edu_date: DateStr = Field(title="教育日期")
    hours: Decimal | None = Field(None, ge=0, le=9999, max_digits=5, decimal_places=1, title="学时")
    content: Text | None = Field(None, max_length=500, title="教育内容")
    trainer: Text | None = Field(None, max_length=50, title="授课人")
    score: int | None = Field(None, ge=0, le=100, title="考核成绩")
    passed: bool = Field(True, title="是否合格")


class EducationEdit(EducationAdd, EditBase):
    pass
