from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Annotated, Any

from pydantic import Field, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class EvaluateItemOut(AuditOut):
    project_id: IdStr
    name: str
    category: str
    category_name: str | None = None
    max_score: int
    criteria: str | None = None
    sort: int
    status: int


class EvaluateItemQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="名称")
    category: str | None = Field(None, max_length=32, title="分类")
    status: int | None = Field(None, ge=0, le=1, title="状态")


class EvaluateItemListQuery(CamelModel):
    category: str | None = Field(None, max_length=32, title="分类")
    status: int | None = Field(None, ge=0, le=1, title="状态")


class EvaluateItemAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="名称")
    category: Text = Field(min_length=1, max_length=32, title="分类")
    max_score: int = Field(ge=1, le=100, title="满分")
    criteria: Text | None = Field(None, max_length=2000, title="评分标准")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")


class EvaluateItemEdit(EvaluateItemAdd, EditBase):
    pass


class ItemBrief(CamelModel):
    """An evaluate item as the scores and surveys that use it show it."""

    id: IdStr
    name: str
    category: str
    category_name: str | None = None
    max_score: int


def _score(value: Any) -> Decimal:
    """Its own Chinese messages: a score sits in a list of scores, whose fields get no labels."""
    number: Decimal | None = None
    if isinstance(value, int | float | str | Decimal) and not isinstance(value, bool):
        try:
            number = Decimal(str(value).strip())
        except InvalidOperation:
            number = None
    if number is None or not number.is_finite():
        raise PydanticCustomError("score_format", "得分必须为数字")
    if not 0 <= number <= MAX_SCORE:
        raise PydanticCustomError("score_range", "得分应在0到100之间")
    if number != number.quantize(Decimal("0.1")):
        raise PydanticCustomError("score_places", "得分最多保留1位小数")
    return number


MAX_SCORE = 100
# A score given to one item: 0..100 with at most one decimal (the item's own maximum is checked after)
Score = Annotated[
    Decimal,
    PlainValidator(_score),
    WithJsonSchema({"anyOf": [{"type": "number"}, {"type": "string"}], "title": "得分"}),
]
