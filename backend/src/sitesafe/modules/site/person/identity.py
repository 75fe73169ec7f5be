"""Personal identifiers of a site person as the API takes and shows them: the ID number (GB 11643,
sealed with the field cipher plus a lookup hash and its last four characters), the mobile number and the
bank account (sealed too). Plain values never leave this module except through `reveal`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Annotated

from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

from sitesafe.core.cnid import IdentifierError, parse_id_number
from sitesafe.core.crypto import FieldCipher, mask_tail
from sitesafe.core.sensitive import Sensitive

MOBILE = re.compile(r"^1[3-9]\d{9}$")
BANK_ACCOUNT = re.compile(r"^\d{8,32}$")
TAIL = 4


def is_masked(value: object) -> bool:
    """A value as the API shows it (`**************002X`): sent back unchanged by an edit form."""
    return isinstance(value, str) and "*" in value


def _text(value: object) -> object:
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # an all-digit number typed into a spreadsheet cell
    return value.strip() if isinstance(value, str) else value


def _id_number(value: object) -> object:
    value = _text(value)
    if not isinstance(value, str) or value == "":
        return value  # "missing" / "string_type" messages come from the field itself
    try:
        return parse_id_number(value).value
    except IdentifierError as exc:
        raise PydanticCustomError("id_number", str(exc)) from None


def _id_number_or_mask(value: object) -> object:
    return value if is_masked(value) else _id_number(value)


def _mobile(value: object) -> object:
    value = _text(value)
    if value is None or value == "":
        return None
    if not isinstance(value, str) or not MOBILE.match(value):
        raise PydanticCustomError("mobile", "手机号格式不正确，应为11位手机号码")
    return value


def _bank_account(value: object) -> object:
    value = _text(value)
    if value is None or value == "" or is_masked(value):
        return value or None
    digits = re.sub(r"[\s-]", "", value) if isinstance(value, str) else value
    if not isinstance(digits, str) or not BANK_ACCOUNT.match(digits):
        raise PydanticCustomError("bank_account", "银行卡号应为8到32位数字")
    return digits


IdNumber = Annotated[str, BeforeValidator(_id_number), Sensitive]
"""A valid 18-character ID number, upper-case X."""
IdNumberOrMask = Annotated[str, BeforeValidator(_id_number_or_mask), Sensitive]
"""On edit: a valid ID number, or the masked one the client read (no change)."""
Mobile = Annotated[str | None, BeforeValidator(_mobile)]
BankAccount = Annotated[str | None, BeforeValidator(_bank_account), Sensitive]


@dataclass(frozen=True)
class SealedId:
    enc: str
    hash: str
    tail: str
    gender: int
    birth_date: date


def id_hash(cipher: FieldCipher, value: str) -> str:
    """The lookup hash of a normalised ID number (search and uniqueness)."""
    return cipher.lookup_hash(value.strip().upper())


def seal_id(cipher: FieldCipher, value: str) -> SealedId:
    parsed = parse_id_number(value)
    return SealedId(
        enc=cipher.encrypt(parsed.value),
        hash=id_hash(cipher, parsed.value),
        tail=parsed.value[-TAIL:],
        gender=parsed.gender,
        birth_date=parsed.birth_date,
    )


def masked_id(tail: str) -> str:
    return mask_tail(tail)


def masked_account(cipher: FieldCipher, sealed: str | None) -> str | None:
    if not sealed:
        return None
    try:
        plain = cipher.decrypt(sealed)
    except ValueError:
        return "****"
    return mask_tail(plain[-TAIL:], len(plain))


def age_on(birth: date, day: date) -> int:
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))
