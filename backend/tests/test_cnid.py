"""The ID-number and credit-code checks that every real-name and enterprise screen relies on."""

from datetime import date

import pytest

from sitesafe.core.cnid import IdentifierError, id_check_char, normalise_uscc, parse_id_number


def test_a_valid_id_number_gives_gender_and_birth_date() -> None:
    parsed = parse_id_number(" 11010519491231002x ")
    assert (parsed.value, parsed.gender, parsed.birth_date) == ("11010519491231002X", 2, date(1949, 12, 31))
    male = "51010419900307" + "123"
    assert parse_id_number(male + id_check_char(male)).gender == 1


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("110105194912310021", "校验位不正确"),
        ("1101051949123100", "应为18位"),
        ("99010519491231002X", "地区码不正确"),
        ("110105194902300020", "出生日期不正确"),
        ("11010520991231002X", "出生日期不正确"),
    ],
)
def test_a_bad_id_number_is_refused_with_its_reason(raw: str, reason: str) -> None:
    with pytest.raises(IdentifierError, match=reason):
        parse_id_number(raw, today=date(2026, 11, 24))


def test_credit_code_checksum() -> None:
    assert normalise_uscc("91350100m000100y43") == "91350100M000100Y43"
    with pytest.raises(IdentifierError, match="校验位不正确"):
        normalise_uscc("91350100M000100Y44")
    with pytest.raises(IdentifierError, match="18位"):
        normalise_uscc("91350100M000100YI3")
