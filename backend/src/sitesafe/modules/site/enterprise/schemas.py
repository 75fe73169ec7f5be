from __future__ import annotations

from decimal import Decimal
from typing import Annotated

from pydantic import AfterValidator, Field
from pydantic_core import PydanticCustomError

from sitesafe.core.cnid import IdentifierError, normalise_uscc
from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


def _uscc(value: str) -> str:
    try:
        return normalise_uscc(value)
    except IdentifierError as error:
        raise PydanticCustomError("uscc", str(error)) from None


Uscc = Annotated[Text, AfterValidator(_uscc)]
"""A unified social credit code (GB 32100-2015), upper-cased, its check character verified."""
Phone = Annotated[Text, Field(max_length=20, pattern=r"^[0-9+\-() ]*$")]


class EnterpriseOut(AuditOut):
    project_id: IdStr
    category: int
    name: str
    uscc: str
    role: str | None = None
    role_name: str | None = None
    parent_id: IdStr | None = None
    parent_name: str | None = None
    qualification: str | None = None
    contract_no: str | None = None
    contract_amount: float | None = None
    work_scope: str | None = None
    legal_person: str | None = None
    contact: str | None = None
    contact_phone: str | None = None
    address: str | None = None
    entry_date: DateStr | None = None
    exit_date: DateStr | None = None
    remark: str | None = None
    status: int


class EnterpriseQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="单位名称")
    uscc: str | None = Field(None, max_length=18, title="统一社会信用代码")
    role: str | None = Field(None, max_length=32, title="参建角色")


class SubEnterpriseQuery(EnterpriseQuery):
    role: str | None = Field(None, max_length=32, title="分包类型")
    parent_id: IdStr | None = Field(None, title="上级单位")


class _Common(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="单位名称")
    uscc: Uscc = Field(min_length=1, title="统一社会信用代码")
    qualification: Text | None = Field(None, max_length=100, title="资质")
    legal_person: Text | None = Field(None, max_length=50, title="法定代表人")
    contact: Text | None = Field(None, max_length=50, title="联系人")
    contact_phone: Phone | None = Field(None, title="联系电话")
    address: Text | None = Field(None, max_length=255, title="单位地址")
    entry_date: DateStr | None = Field(None, title="进场日期")
    exit_date: DateStr | None = Field(None, title="退场日期")
    remark: Text | None = Field(None, max_length=255, title="备注")


class EnterpriseAdd(_Common):
    role: Text = Field(min_length=1, max_length=32, title="参建角色")


class EnterpriseEdit(EnterpriseAdd, EditBase):
    pass


class SubEnterpriseAdd(_Common):
    role: Text = Field(min_length=1, max_length=32, title="分包类型")
    parent_id: IdStr = Field(title="上级单位")
    contract_no: Text | None = Field(None, max_length=64, title="合同编号")
    contract_amount: Decimal | None = Field(None, ge=0, lt=10**12, decimal_places=2, title="合同金额")
    work_scope: Text | None = Field(None, max_length=255, title="施工范围")


class SubEnterpriseEdit(SubEnterpriseAdd, EditBase):
    pass
