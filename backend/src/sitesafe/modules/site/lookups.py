"""The lookups site resources declare (crud/lookups.py): user names and dictionary labels."""

from __future__ import annotations

from sitesafe.crud.lookups import Labels, Names
from sitesafe.modules.site.person.lookups import dict_labels
from sitesafe.modules.system.user.models import SysUser


def users(*one: tuple[str, str], many: tuple[tuple[str, str], ...] = ()) -> Names:
    """Users' names: (id attribute, output field); `many` for ",1,2," columns (a list of names)."""
    return Names(SysUser, one, many)


def labels(*fields: tuple[str, str, str]) -> Labels:
    """Dictionary labels: (attribute, dictionary code, output field)."""
    return Labels(dict_labels, fields)


CREATOR = ("create_user", "create_user_name")
