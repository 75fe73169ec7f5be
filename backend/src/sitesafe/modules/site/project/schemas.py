from __future__ import annotations

from decimal import Decimal
from typing import Annotated

from pydantic import AfterValidator, Field

from sitesafe.core.schema import CamelModel, DateStr, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


def _places(digits: int) -> AfterValidator:
    step = Decimal(1).scaleb(-digits)
    return AfterValidator(lambda value: None if value is None else value.quantize(step))


Coordinate = Annotated[Decimal, _places(6)]


class UserProject(CamelModel):
    id: IdStr
    name: str


class ProjectOut(AuditOut):
    name: str
    code: str
    permit_no: str | None = None
    address: str | None = None
    lng: float | None = None
    lat: float | None = None
    type: str | None = None
    stage: int
    plan_start: DateStr | None = None
    plan_end: DateStr | None = None
    actual_start: DateStr | None = None
    actual_end: DateStr | None = None
    contract_amount: float | None = None
    area: float | None = None
    owner_unit: str | None = None
    contractor_unit: str | None = None
    supervisor_unit: str | None = None
    manager_id: IdStr | None = None
    manager_name: str | None = None
    safety_officer_id: IdStr | None = None
    safety_officer_name: str | None = None
    sort: int
    remark: str | None = None
    status: int


class ProjectQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="项目名称")
    code: str | None = Field(None, max_length=50, title="项目编码")
    type: str | None = Field(None, max_length=32, title="项目类型")
    stage: int | None = Field(None, ge=1, le=3, title="施工状态")


class ProjectAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="项目名称")
    code: Text = Field(min_length=1, max_length=50, title="项目编码")
    permit_no: Text | None = Field(None, max_length=64, title="施工许可证号")
    address: Text | None = Field(None, max_length=255, title="项目地址")
    lng: Coordinate | None = Field(None, ge=-180, le=180, title="经度")
    lat: Coordinate | None = Field(None, ge=-90, le=90, title="纬度")
    type: Text | None = Field(None, max_length=32, title="项目类型")
    stage: int = Field(1, ge=1, le=3, title="施工状态")
    plan_start: DateStr | None = Field(None, title="计划开工日期")
    plan_end: DateStr | None = Field(None, title="计划竣工日期")
    actual_start: DateStr | None = Field(None, title="实际开工日期")
    actual_end: DateStr | None = Field(None, title="实际竣工日期")
    contract_amount: Decimal | None = Field(None, ge=0, lt=10**12, decimal_places=2, title="合同金额")
    area: Decimal | None = Field(None, ge=0, lt=10**10, decimal_places=2, title="建筑面积")
    owner_unit: Text | None = Field(None, max_length=100, title="建设单位")
    contractor_unit: Text | None = Field(None, max_length=100, title="施工单位")
    supervisor_unit: Text | None = Field(None, max_length=100, title="监理单位")
    manager_id: IdStr | None = Field(None, title="项目经理")
    safety_officer_id: IdStr | None = Field(None, title="安全员")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class ProjectEdit(ProjectAdd, EditBase):
    pass


class ProjectIdQuery(CamelModel):
    project_id: IdStr | None = Field(None, title="项目")


class IssueOut(CamelModel):
    """How many people of the project were marked for the face terminals."""

    count: int
    issued_time: DateTimeStr


class MemberOut(CamelModel):
    id: IdStr
    project_id: IdStr
    user_id: IdStr
    account: str
    name: str
    phone: str | None = None
    project_role: str | None = None
    department_id: IdStr | None = None
    department_name: str | None = None
    create_time: DateTimeStr | None = None


class MemberAdd(CamelModel):
    """Adds a user to the project, or changes the role and department of a member."""

    user_id: IdStr = Field(title="用户")
    project_role: Text | None = Field(None, max_length=32, title="项目角色")
    department_id: IdStr | None = Field(None, title="所在部门")


class MemberRemove(CamelModel):
    user_id: IdStr = Field(title="用户")
