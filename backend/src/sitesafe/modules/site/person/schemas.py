"""Shapes of the real-name records: 人员 (staff), 工人 (workers) and 班组人员 (a team's workers).

Answers carry the ID number and the bank account masked; gender and birth date come from the ID number
and are never read from a body."""

from __future__ import annotations

from typing import Annotated, Self

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, DateTimeStr, IdStr
from sitesafe.core.sensitive import Sensitive, SensitiveStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.person.identity import BankAccount, IdNumber, IdNumberOrMask, Mobile


class PersonOut(AuditOut):
    project_id: IdStr
    kind: int
    name: str
    id_no: str  # masked: **************002X
    gender: int
    birth_date: DateStr
    age: int
    nation: str | None = None
    native_address: str | None = None
    phone: str | None = None
    enterprise_id: IdStr | None = None
    enterprise_name: str | None = None
    team_id: IdStr | None = None
    team_name: str | None = None
    work_type: str | None = None
    work_type_name: str | None = None
    post: str | None = None
    is_leader: bool = False
    has_face: bool = False
    bank_name: str | None = None
    bank_account: str | None = None  # masked
    entry_date: DateStr | None = None
    exit_date: DateStr | None = None
    blacklisted: bool = False
    blacklist_reason: str | None = None
    blacklist_time: DateTimeStr | None = None
    issued_time: DateTimeStr | None = None
    remark: str | None = None
    status: int


class PersonQuery(CamelModel):
    name: str | None = Field(None, max_length=50, title="姓名")
    id_no: Annotated[str | None, Sensitive] = Field(None, max_length=18, title="身份证号")
    phone: str | None = Field(None, max_length=20, title="手机号")
    enterprise_id: IdStr | None = Field(None, title="所属单位")
    team_id: IdStr | None = Field(None, title="班组")
    work_type: str | None = Field(None, max_length=32, title="工种")
    post: str | None = Field(None, max_length=50, title="岗位")
    blacklisted: bool | None = Field(None, title="黑名单")
    on_site: bool | None = Field(None, title="在场")


class TeamPersonQuery(PersonQuery):
    team_id: IdStr = Field(title="班组")


class PersonAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=50, title="姓名")
    id_no: IdNumber = Field(min_length=1, title="身份证号")
    nation: Text | None = Field(None, max_length=20, title="民族")
    native_address: Text | None = Field(None, max_length=255, title="住址")
    phone: Mobile = Field(None, title="手机号")
    enterprise_id: IdStr | None = Field(None, title="所属单位")
    team_id: IdStr | None = Field(None, title="班组")
    work_type: Text | None = Field(None, max_length=32, title="工种")
    post: Text | None = Field(None, max_length=50, title="岗位")
    is_leader: bool = Field(False, title="班组长")
    bank_name: Text | None = Field(None, max_length=100, title="开户银行")
    bank_account: BankAccount = Field(None, title="银行卡号")
    entry_date: DateStr | None = Field(None, title="进场日期")
    exit_date: DateStr | None = Field(None, title="退场日期")
    remark: Text | None = Field(None, max_length=255, title="备注")

    @model_validator(mode="after")
    def _dates(self) -> Self:
        if self.entry_date and self.exit_date and self.exit_date < self.entry_date:
            raise PydanticCustomError("date_order", "退场日期不能早于进场日期")
        return self


class PersonEdit(PersonAdd, EditBase):
    id_no: IdNumberOrMask = Field(min_length=1, title="身份证号")


class TeamPersonAdd(PersonAdd):
    team_id: IdStr = Field(title="班组")


class TeamPersonEdit(TeamPersonAdd, EditBase):
    id_no: IdNumberOrMask = Field(min_length=1, title="身份证号")


class WorkerImport(CamelModel):
    """One row of a team's import file; titles are the column headers (工种 by its name)."""

    name: Text = Field(min_length=1, max_length=50, title="姓名")
    id_no: IdNumber = Field(min_length=1, title="身份证号")
    phone: Mobile = Field(None, title="手机号")
    work_type: Text | None = Field(None, max_length=32, title="工种")
    entry_date: DateStr | None = Field(None, title="进场日期")
    nation: Text | None = Field(None, max_length=20, title="民族")
    native_address: Text | None = Field(None, max_length=255, title="住址")
    bank_name: Text | None = Field(None, max_length=100, title="开户银行")
    bank_account: BankAccount = Field(None, title="银行卡号")
    remark: Text | None = Field(None, max_length=255, title="备注")


class BlacklistBody(CamelModel):
    id: IdStr = Field(title="主键")
    reason: Text = Field(min_length=1, max_length=255, title="拉黑原因")


class RevealOut(CamelModel):
    id: IdStr
    name: str
    id_no: SensitiveStr
