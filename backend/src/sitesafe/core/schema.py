"""Base schema and field types shared by every request/response model.

JSON field names are camelCase, ids travel as strings, times as `yyyy-MM-dd HH:mm:ss`. Integers a
client sends must fit the database's 64-bit columns: ids through `IdStr`, every other integer through
the range check of `CamelModel`, so an oversized number is a 1012001 and never reaches SQL.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date, datetime
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    ValidatorFunctionWrapHandler,
    WithJsonSchema,
    model_validator,
)
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from sitesafe.core.timefmt import DATETIME_FORMAT, format_date, format_datetime, from_local, parse_date

MAX_ID = 2**63 - 1
INT64_MIN = -(2**63)
_ID_DIGITS = re.compile(r"[0-9]{1,19}")
_BLANKS = " \t\r\n"  # only these around an id: str.strip() would also take control characters


def parse_id(value: object) -> int | None:
    """A non-negative 64-bit id from an int or a string of ASCII digits; None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value <= MAX_ID else None
    if isinstance(value, str) and _ID_DIGITS.fullmatch(text := value.strip(_BLANKS)):
        number = int(text)
        return number if number <= MAX_ID else None
    return None


def _int64_errors(value: Any, key: str) -> Iterator[str]:
    """Keys of integers outside the signed 64-bit range inside `value` (lists, dicts, models)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if not INT64_MIN <= value <= MAX_ID:
            yield key
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _int64_errors(item, key)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _int64_errors(item, key)


class CamelModel(BaseModel):
    # An answer always carries every field, defaulted ones too: the OpenAPI document says so (the console's
    # wire types are generated from it, tools/openapi_types.py).
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        from_attributes=True,
        json_schema_serialization_defaults_required=True,
    )

    @model_validator(mode="wrap")
    @classmethod
    def _fits_64_bits(cls, data: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        """A request's integers must fit a BIGINT column. Rows read from the database (validated from
        attributes) are not re-checked: they come from such columns."""
        model = handler(data)
        if isinstance(data, dict):
            for name, field in type(model).model_fields.items():
                if next(_int64_errors(getattr(model, name, None), name), None) is not None:
                    label = field.title or field.alias or name
                    raise PydanticCustomError("int64_range", "{label}超出取值范围", {"label": label})
        return model


def _id_from_json(value: object) -> object:
    if isinstance(value, str):
        number = parse_id(value)
        if number is not None:
            return number
        if value.strip(_BLANKS).isascii() and value.strip(_BLANKS).isdigit():
            raise PydanticCustomError("id_range", "主键超出取值范围")
    return value


def _id_in_range(value: int) -> int:
    if not 0 <= value <= MAX_ID:
        raise PydanticCustomError("id_range", "主键超出取值范围")
    return value


def _date_from_json(value: object) -> object:
    if isinstance(value, str):
        try:
            return parse_date(value) if value else None
        except ValueError:
            raise PydanticCustomError("date_format", "日期格式不正确，应为yyyy-MM-dd") from None
    return value


_ID_SCHEMA = {
    "anyOf": [
        {"type": "integer", "minimum": 0, "maximum": MAX_ID},
        {"type": "string", "pattern": r"^[ \t\r\n]*[0-9]{1,19}[ \t\r\n]*$"},
    ]
}
IdStr = Annotated[
    int,
    BeforeValidator(_id_from_json),
    AfterValidator(_id_in_range),
    PlainSerializer(str, return_type=str),
    WithJsonSchema(_ID_SCHEMA, mode="validation"),
]
"""A 64-bit id (0 .. 2^63-1): accepted as a number or a digit string, always answered as a string."""

DateTimeStr = Annotated[datetime, PlainSerializer(format_datetime, return_type=str)]
DateStr = Annotated[date, BeforeValidator(_date_from_json), PlainSerializer(format_date, return_type=str)]


def _local_datetime_from_json(value: object) -> object:
    if isinstance(value, str):
        if not value.strip():
            return None
        try:
            return from_local(datetime.strptime(value.strip(), DATETIME_FORMAT))
        except ValueError:
            raise PydanticCustomError("datetime_format", "时间格式不正确，应为yyyy-MM-dd HH:mm:ss") from None
    return value


LocalDateTimeIn = Annotated[
    datetime, BeforeValidator(_local_datetime_from_json), PlainSerializer(format_datetime, return_type=str)
]
"""A wall-clock time of the configured zone (`yyyy-MM-dd HH:mm:ss`), stored as naive UTC."""
