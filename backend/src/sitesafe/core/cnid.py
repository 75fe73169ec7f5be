"""Chinese identifiers: the resident ID number (GB 11643-1999, 18 characters with an ISO 7064 MOD 11-2
check character) and the unified social credit code of organisations (GB 32100-2015, 18 characters with a
MOD 31 check character). Pure functions; messages are Chinese because they reach users."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
ID_CHECK = "10X98765432"
# Provinces, autonomous regions, municipalities and the special regions (first two digits).
PROVINCES = frozenset(
    [
        "11",
        "12",
        "13",
        "14",
        "15",
        "21",
        "22",
        "23",
        "31",
        "32",
        "33",
        "34",
        "35",
        "36",
        "37",
        "41",
        "42",
        "43",
        "44",
        "45",
        "46",
        "50",
        "51",
        "52",
        "53",
        "54",
        "61",
        "62",
        "63",
        "64",
        "65",
        "71",
        "81",
        "82",
        "83",
    ]
)
USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_WEIGHTS = (1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28)


class IdentifierError(ValueError):
    """The identifier is malformed; `str(error)` is the Chinese reason."""


@dataclass(frozen=True)
class IdNumber:
    value: str  # normalised: upper-case X
    gender: int  # 1 male, 2 female
    birth_date: date


def id_check_char(first17: str) -> str:
    return ID_CHECK[sum(int(c) * w for c, w in zip(first17, ID_WEIGHTS, strict=True)) % 11]


def parse_id_number(raw: str, today: date | None = None) -> IdNumber:
    """Validates an 18-character ID number and derives gender and birth date from it."""
    value = raw.strip().upper()
    if len(value) != 18 or not value[:17].isdigit() or not (value[17].isdigit() or value[17] == "X"):
        raise IdentifierError("身份证号码应为18位，前17位为数字，末位为数字或X")
    if value[:2] not in PROVINCES:
        raise IdentifierError("身份证号码的地区码不正确")
    try:
        birth = date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError as exc:
        raise IdentifierError("身份证号码中的出生日期不正确") from exc
    if birth.year < 1900 or birth > (today or date.today()):
        raise IdentifierError("身份证号码中的出生日期不正确")
    if id_check_char(value[:17]) != value[17]:
        raise IdentifierError("身份证号码校验位不正确")
    return IdNumber(value=value, gender=1 if int(value[16]) % 2 else 2, birth_date=birth)


def uscc_check_char(first17: str) -> str:
    total = sum(USCC_CHARS.index(c) * w for c, w in zip(first17, USCC_WEIGHTS, strict=True))
    return USCC_CHARS[(31 - total % 31) % 31]


def normalise_uscc(raw: str) -> str:
    """The upper-case code when it is a valid unified social credit code."""
    value = raw.strip().upper()
    if len(value) != 18 or any(c not in USCC_CHARS for c in value):
        raise IdentifierError("统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）")
    if uscc_check_char(value[:17]) != value[17]:
        raise IdentifierError("统一社会信用代码校验位不正确")
    return value
