"""Shapes of 用户管理 (Snowy's SysUserParam / SysEmpParam / SysUserResult)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BeforeValidator, Field
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.core.sensitive import Sensitive
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.system.user.schemas import ACCOUNT_PATTERN, EMAIL_PATTERN, Mobile

SEX_BY_TEXT = {"男": 1, "女": 2, "未知": 3, "1": 1, "2": 2, "3": 3}


def _blank_to_none(value: object) -> object:
    if isinstance(value, str):
        value = value.strip()
        return value or None
    return value


def _sex(value: object) -> object:
    if value is None or value == "":
        return 3
    if isinstance(value, str):
        if value.strip() not in SEX_BY_TEXT:
            raise PydanticCustomError("sex", "性别只能是男、女或未知")
        return SEX_BY_TEXT[value.strip()]
    return value


OptText = Annotated[str | None, BeforeValidator(_blank_to_none)]
Sex = Annotated[int, BeforeValidator(_sex)]


class ExtOrgPosParam(CamelModel):
    org_id: IdStr = Field(title="附属机构")
    pos_id: IdStr = Field(title="附属职位")


class EmpParam(CamelModel):
    id: IdStr | None = None
    job_num: OptText = Field(None, max_length=100, title="工号")
    org_id: IdStr = Field(title="所属机构")
    org_name: OptText = Field(None, max_length=100, title="机构名称")
    pos_id_list: list[IdStr] = Field(default_factory=list, max_length=100, title="职位")
    ext_ids: list[ExtOrgPosParam] = Field(default_factory=list, max_length=100, title="附属机构")


class UserAdd(CamelModel):
    account: Text = Field(min_length=1, max_length=50, pattern=ACCOUNT_PATTERN, title="账号")
    password: Annotated[OptText, Sensitive] = Field(None, min_length=6, max_length=64, title="密码")
    nick_name: OptText = Field(None, max_length=50, title="昵称")
    name: Text = Field(min_length=1, max_length=100, title="姓名")
    birthday: DateStr | None = Field(None, title="生日")
    sex: Sex = Field(3, ge=1, le=3, title="性别")
    email: OptText = Field(None, max_length=100, pattern=EMAIL_PATTERN, title="邮箱")
    phone: Mobile = Field(title="手机号")
    tel: OptText = Field(None, max_length=30, title="电话")
    sys_emp_param: EmpParam = Field(title="员工信息")


class UserEdit(UserAdd, EditBase):
    pass


class UserQuery(CamelModel):
    search_value: str | None = Field(None, max_length=100, title="关键词")
    search_status: int | None = Field(None, ge=0, le=1, title="状态")
    emp_org_id: IdStr | None = Field(None, alias="sysEmpParam.orgId", title="所属机构")
    org_id: IdStr | None = Field(None, title="所属机构")


class OrgPosOut(CamelModel):
    org_id: IdStr
    org_code: str
    org_name: str
    pos_id: IdStr
    pos_code: str
    pos_name: str


class PositionOut(CamelModel):
    pos_id: IdStr
    pos_code: str
    pos_name: str


class EmpInfoOut(CamelModel):
    job_num: str | None = None
    org_id: IdStr | None = None
    org_name: str | None = None
    ext_org_pos: list[OrgPosOut] | None = None
    positions: list[PositionOut] | None = None


class UserOut(AuditOut):
    account: str
    nick_name: str | None = None
    name: str
    avatar: IdStr | None = None
    birthday: DateStr | None = None
    sex: int
    email: str | None = None
    phone: str | None = None
    tel: str | None = None
    status: int
    sys_emp_info: EmpInfoOut = Field(default_factory=EmpInfoOut)


class GrantRoleBody(CamelModel):
    id: IdStr = Field(title="用户主键")
    grant_role_id_list: list[IdStr] = Field(max_length=1000, title="授权角色")


class GrantDataBody(CamelModel):
    id: IdStr = Field(title="用户主键")
    grant_org_id_list: list[IdStr] = Field(max_length=10000, title="授权机构")


class UserOption(CamelModel):
    id: IdStr
    name: str


class UserImport(CamelModel):
    """One row of the import file; titles are the column headers."""

    account: Text = Field(min_length=1, max_length=50, pattern=ACCOUNT_PATTERN, title="账号")
    name: Text = Field(min_length=1, max_length=100, title="姓名")
    phone: Mobile = Field(title="手机")
    sex: Sex = Field(3, ge=1, le=3, title="性别")
    org_code: Text = Field(min_length=1, max_length=50, title="机构编码")
    pos_codes: OptText = Field(None, max_length=500, title="职位编码")
