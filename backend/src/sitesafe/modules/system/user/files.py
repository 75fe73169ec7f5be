"""A user's avatar is shown to the user and to whoever may read the user's row (用户管理)."""

from __future__ import annotations

from typing import Any

from sitesafe.crud.context import Act
from sitesafe.modules.system.file import refs
from sitesafe.modules.system.user.admin_service import service
from sitesafe.modules.system.user.models import SysUser

_managed = refs.readable_through(service, "sysUser:page", "sysUser:detail")


def _avatar_readable(act: Act, row: Any) -> bool:
    return bool(row.id == act.user.user_id) or _managed(act, row)


refs.declare(SysUser.avatar, readable=_avatar_readable)
