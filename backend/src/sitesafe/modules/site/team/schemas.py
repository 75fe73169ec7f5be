from __future__ import annotations

from typing import Self

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class TeamOut(AuditOut):
    project_id: IdStr
    name: str
    code: str | None = None
    enterprise_id: IdStr | None = None
    enterprise_name: str | None = None
    work_type: str | None = None
    work_type_name: str | None = None
    leader_id: IdStr | None = None
    leader_name: str | None = None
    member_count: int = 0
    entry_date: DateStr | None = None
    exit_date: DateStr | None = None
    sort: int
    remark: str | None = None
    status: int


class TeamQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="班组名称")
    enterprise_id: IdStr | None = Field(None, title="所属单位")
    work_type: str | None = Field(None, max_length=32, title="工种")


class TeamListQuery(CamelModel):
    enterprise_id: IdStr | None = Field(None, title="所属单位")


class TeamAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="班组名称")
    code: Text | None = Field(None, max_length=50, title="班组编号")
    enterprise_id: IdStr = Field(title="所属单位")
    work_type: Text | None = Field(None, max_length=32, title="工种")
    leader_id: IdStr | None = Field(None, title="班组长")
    entry_date: DateStr | None = Field(None, title="进场日期")
    exit_date: DateStr | None = Field(None, title="退场日期")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")

    @model_validator(mode="after")
    def _dates(self) -> Self:
        if self.entry_date and self.exit_date and self.exit_date < self.entry_date:
            raise PydanticCustomError("date_order", "退场日期不能早于进场日期")
        return self


class TeamEdit(TeamAdd, EditBase):
    pass


class EnterpriseOption(CamelModel):
    id: IdStr
    name: str
    category: int
