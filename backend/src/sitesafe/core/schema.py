"""Base schema and field types shared by every request/response model.

JSON field names are camelCase, ids travel as strings, times as `yyyy-MM-dd HH:mm:ss`.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, PlainSerializer
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from sitesafe.core.timefmt import format_date, format_datetime, parse_date


class CamelModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, from_attributes=True)


def _id_from_json(value: object) -> object:
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return value


def _date_from_json(value: object) -> object:
    if isinstance(value, str):
        try:
            return parse_date(value) if value else None
        except ValueError:
            raise PydanticCustomError("date_format", "日期格式不正确，应为yyyy-MM-dd") from None
    return value


IdStr = Annotated[int, BeforeValidator(_id_from_json), PlainSerializer(str, return_type=str)]
"""A 64-bit id: accepted as a number or a digit string, always answered as a string."""

DateTimeStr = Annotated[datetime, PlainSerializer(format_datetime, return_type=str)]
DateStr = Annotated[date, BeforeValidator(_date_from_json), PlainSerializer(format_date, return_type=str)]
