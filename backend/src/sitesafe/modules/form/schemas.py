from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.form.design import design_text
from sitesafe.modules.form.tree import DesignError


def _design(value: Any) -> Any:
    if value is None:
        return value  # reported as missing
    try:
        return design_text(value)
    except DesignError as e:
        raise ValueError(str(e)) from None


DesignText = Annotated[str, BeforeValidator(_design)]
"""A design as JSON text or as an object; stored as text after the front end's import rules."""


class FormDesignOut(AuditOut):
    """A row of the page and the list: everything but the design itself."""

    name: str
    code: str
    remark: str | None = None
    status: int


class FormDesignDetail(FormDesignOut):
    design: str


class FormDesignQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="表单名称")
    code: str | None = Field(None, max_length=50, title="表单编码")


class FormDesignAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="表单名称")
    code: Text = Field(min_length=1, max_length=50, pattern=r"^[A-Za-z0-9_-]+$", title="表单编码")
    design: DesignText = Field(title="表单设计")
    remark: Text | None = Field(None, max_length=255, title="备注")


class FormDesignEdit(FormDesignAdd, EditBase):
    pass


class FormValuesBody(CamelModel):
    id: IdStr = Field(title="主键")
    values: dict[str, Any] = Field(title="表单数据")
