"""Secrets and personal data that no log may hold: marked on the schema fields that take them.

A field is marked with `Annotated[..., Sensitive]` (or a type alias carrying the marker, such as
`SensitiveStr`). `mask_body` then masks a request body by the request's schema: a key is masked when it
names a marked field under any spelling a client may use (`idNo`, `id_no`, `ID-NO`: compared without case
and separators), when its name says secret (`password`, `token`, ...: also for keys no schema declares), and
the validated values of marked fields are masked where they occur under keys the schema does not declare.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Annotated, Any, get_args

from pydantic import AliasChoices, AliasPath, BaseModel
from pydantic.fields import FieldInfo

MASK = "******"
# The shortest validated value also masked where it occurs outside its own key: shorter ones (a 1-digit
# flag) would blank unrelated text.
MIN_SCRUBBED = 4
# Key names that always mean a secret, in normalized form (lower case, no separators).
_SECRET_NAME = re.compile(r"pass|pwd|secret|token|smscode|idno|bankaccount|privatekey|apikey|accesskey")
_SEPARATORS = re.compile(r"[^0-9a-z]")


class _Sensitive:
    """`Annotated` metadata: the field takes a secret or personal data (see the module text)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "Sensitive"


Sensitive = _Sensitive()
SensitiveStr = Annotated[str, Sensitive]


def normalize(key: str) -> str:
    """A key as compared with field names: `id_no`, `idNo` and `ID-NO` are all `idno`."""
    return _SEPARATORS.sub("", key.lower())


def secret_name(key: object) -> bool:
    return bool(_SECRET_NAME.search(normalize(str(key))))


def is_sensitive(field: FieldInfo) -> bool:
    return any(item is Sensitive for item in field.metadata)


def models_in(annotation: Any) -> tuple[type[BaseModel], ...]:
    """The models an annotation holds (`Model`, `list[Model]`, `Model | None`, `dict[str, Model]`)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return (annotation,)
    found: list[type[BaseModel]] = []
    for arg in get_args(annotation):  # a Literal's values hold no model: nothing found there
        found.extend(m for m in models_in(arg) if m not in found)
    return tuple(found)


def _names(name: str, field: FieldInfo) -> Iterator[str]:
    yield name
    yield from (a for a in (field.alias, field.serialization_alias) if a)
    choices = field.validation_alias
    for choice in choices.choices if isinstance(choices, AliasChoices) else [choices]:
        if isinstance(choice, str):
            yield choice
        elif isinstance(choice, AliasPath) and choice.path:
            yield str(choice.path[0])


@lru_cache(maxsize=1024)
def _fields(model: type[BaseModel]) -> dict[str, tuple[bool, tuple[type[BaseModel], ...]]]:
    """Normalized key -> (marked sensitive, models nested under it)."""
    keys: dict[str, tuple[bool, tuple[type[BaseModel], ...]]] = {}
    for name, field in model.model_fields.items():
        entry = (is_sensitive(field), models_in(field.annotation))
        for key in _names(name, field):
            seen = keys.get(normalize(key))
            # Two fields sharing a spelling: the key is masked if either is sensitive.
            keys[normalize(key)] = entry if seen is None else (seen[0] or entry[0], seen[1] + entry[1])
    return keys


def _lookup(
    models: tuple[type[BaseModel], ...], key: object
) -> tuple[bool, bool, tuple[type[BaseModel], ...]]:
    """(masked, declared by one of the models, models nested under the key)."""
    normalized = normalize(str(key))
    sensitive, declared = secret_name(key), False
    nested: tuple[type[BaseModel], ...] = ()
    for model in models:
        entry = _fields(model).get(normalized)
        if entry is not None:
            sensitive, declared, nested = sensitive or entry[0], True, nested + entry[1]
    return sensitive, declared, nested


def sensitive_values(value: Any) -> set[str]:
    """The values of marked fields in a validated model (nested models included)."""
    found: set[str] = set()
    if isinstance(value, BaseModel):
        for name, field in type(value).model_fields.items():
            item = getattr(value, name, None)
            if is_sensitive(field) and item is not None and not isinstance(item, bool):
                found.add(str(item))
            else:
                found |= sensitive_values(item)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            found |= sensitive_values(item)
    elif isinstance(value, dict):
        for item in value.values():
            found |= sensitive_values(item)
    return found


def _scrub(text: str, values: frozenset[str]) -> str:
    for value in values:
        if len(value) >= MIN_SCRUBBED and value in text:
            text = text.replace(value, MASK)
    return text


def _secret_entry(value: dict[Any, Any]) -> bool:
    """A `{code, value}` pair naming a secret (a 系统配置 row such as SNOWY_DEFAULT_PASSWORD)."""
    code = value.get("code")
    return "value" in value and isinstance(code, str) and secret_name(code)


def mask_body(
    value: Any,
    models: tuple[type[BaseModel], ...] = (),
    values: frozenset[str] = frozenset(),
    undeclared: bool = True,
) -> Any:
    """`value` (parsed JSON) with every sensitive entry replaced by `MASK` (see the module text). The
    validated `values` are masked inside text under keys the models do not declare: a declared field holds
    what its schema says (a mobile number that happens to contain an SMS code stays as sent)."""
    if isinstance(value, dict):
        masked: dict[Any, Any] = {}
        for key, item in value.items():
            sensitive, declared, nested = _lookup(models, key)
            masked[key] = MASK if sensitive else mask_body(item, nested, values, not declared)
        if _secret_entry(value):
            masked["value"] = MASK
        return masked
    if isinstance(value, list):
        return [mask_body(item, models, values, undeclared) for item in value]
    if isinstance(value, str) and undeclared and values:
        return _scrub(value, values)
    return value
