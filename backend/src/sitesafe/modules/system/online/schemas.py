from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import Text


class OnlineUserOut(CamelModel):
    """Snowy's SysOnlineUserResult, plus the last access time and whether it is the caller's session;
    the session is named by an opaque handle instead of its id (which, with the key, makes a token)."""

    handle: str
    user_id: IdStr
    account: str
    nick_name: str | None = None
    last_login_ip: str | None = None
    last_login_address: str | None = None
    last_login_browser: str | None = None
    last_login_os: str | None = None
    last_login_time: DateTimeStr
    last_access_time: DateTimeStr
    current: bool = False


class ForceExitBody(CamelModel):
    handle: Text = Field(min_length=1, max_length=64, title="会话标识")
