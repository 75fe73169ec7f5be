"""Run-time parameters from `sys_config`, cached briefly in-process (one query per refresh)."""

from __future__ import annotations

import re
import threading
import time

from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from sitesafe.core.models.config import SysConfig

CACHE_SECONDS = 5.0

SESSION_EXPIRE = "SNOWY_SESSION_EXPIRE"
TOKEN_EXPIRE = "SNOWY_TOKEN_EXPIRE"
DEFAULT_PASSWORD = "SNOWY_DEFAULT_PASSWORD"
CAPTCHA_OPEN = "SNOWY_CAPTCHA_OPEN"
TENANT_OPEN = "SNOWY_TENANT_OPEN"
REGISTER_OPEN = "SNOWY_REGISTER_OPEN"
LOGIN_CLASSIC = "SNOWY_LOGIN_CLASSIC"
REGISTER_DEFAULT_ROLE = "SNOWY_REGISTER_DEFAULT_ROLE"
LOGIN_LOCK_ACCOUNT_MAX = "SNOWY_LOGIN_LOCK_ACCOUNT_MAX"
LOGIN_LOCK_IP_MAX = "SNOWY_LOGIN_LOCK_IP_MAX"
LOGIN_LOCK_WINDOW = "SNOWY_LOGIN_LOCK_WINDOW"
LOGIN_LOCK_MINUTES = "SNOWY_LOGIN_LOCK_MINUTES"
SMS_IP_MAX = "SNOWY_SMS_IP_MAX"
SMS_IP_WINDOW = "SNOWY_SMS_IP_WINDOW"
SMS_TOTAL_MAX = "SNOWY_SMS_TOTAL_MAX"
SMS_TOTAL_WINDOW = "SNOWY_SMS_TOTAL_WINDOW"

# Parameters that decide who can sign in, for how long, and what they get: only a super administrator
# adds, changes or deletes them (a manager holding sysConfig:edit could otherwise hand out roles through
# registration, switch captcha or lock-out off, or learn the reset password).
SECURITY_CODES = frozenset(
    {
        SESSION_EXPIRE,
        TOKEN_EXPIRE,
        DEFAULT_PASSWORD,
        CAPTCHA_OPEN,
        TENANT_OPEN,
        REGISTER_OPEN,
        REGISTER_DEFAULT_ROLE,
        LOGIN_LOCK_ACCOUNT_MAX,
        LOGIN_LOCK_IP_MAX,
        LOGIN_LOCK_WINDOW,
        LOGIN_LOCK_MINUTES,
    }
)
_SECRET_CODE = re.compile(r"PASSWORD|PWD|SECRET", re.IGNORECASE)
SECRET_MASK = "******"


def is_secret(code: str) -> bool:
    """A parameter whose value only a super administrator may read (passwords, secrets)."""
    return bool(_SECRET_CODE.search(code))


def is_security_relevant(code: str) -> bool:
    return code.strip().upper() in SECURITY_CODES or is_secret(code)


class SysConfigCache:
    def __init__(self, factory: sessionmaker[Session]) -> None:
        self._factory = factory
        self._lock = threading.Lock()
        self._values: dict[str, str] = {}
        self._loaded_at = -1.0

    def invalidate(self) -> None:
        self._loaded_at = -1.0

    def _snapshot(self) -> dict[str, str]:
        if self._loaded_at >= 0 and time.monotonic() - self._loaded_at < CACHE_SECONDS:
            return self._values
        with self._lock:
            if self._loaded_at < 0 or time.monotonic() - self._loaded_at >= CACHE_SECONDS:
                with self._factory() as db:
                    rows = db.execute(select(SysConfig.code, SysConfig.value).where(SysConfig.status == 0))
                    self._values = {code: value for code, value in rows}
                self._loaded_at = time.monotonic()
        return self._values

    def get_str(self, code: str, default: str = "") -> str:
        return self._snapshot().get(code, default)

    def get_int(self, code: str, default: int) -> int:
        try:
            return int(self._snapshot().get(code, default))
        except ValueError:
            return default

    def get_bool(self, code: str, default: bool = False) -> bool:
        value = self._snapshot().get(code)
        return default if value is None else value.strip().lower() in {"true", "1", "y", "yes"}
