"""SMS verification codes: 6 digits, kept as a keyed hash for 5 minutes; one send per number per minute,
and caps per client address and in all (`send_rules`).

Every send leaves a `sys_sms` row (the send log of 短信管理); the provider is called outside any open
transaction, so a slow gateway never holds a database lock."""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import secrets
from collections.abc import Iterable
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core import sysconfig
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ratelimit import RateLimiter, Rule
from sitesafe.core.sysconfig import SysConfigCache
from sitesafe.modules.system.sms.models import (
    SOURCE_PC,
    STATUS_FAILED,
    STATUS_SENT,
    STATUS_UNSENT,
    STATUS_USED,
    SysSms,
)
from sitesafe.modules.system.sms.provider import SmsProvider

logger = logging.getLogger("sitesafe.sms")
MOBILE_PATTERN = r"^1[3-9]\d{9}$"
CAPTCHA_TEMPLATE = "captcha"
CODE_TTL = timedelta(minutes=5)
RESEND_INTERVAL = timedelta(seconds=60)
MAX_WRONG_TRIES = 5
_MOBILE = re.compile(MOBILE_PATTERN)
# Results of `/sms/validateMessage` (Snowy's enum names).
SUCCESS, ERROR, EXPIRED, TIMES_UP = "SUCCESS", "ERROR", "EXPIRED", "TIMES_UP"


def is_mobile(value: str) -> bool:
    return bool(_MOBILE.match(value))


def _digest(secret: str, mobile: str, code: str) -> str:
    return hmac.new(secret.encode(), f"{mobile}:{code}".encode(), hashlib.sha256).hexdigest()


def _latest(db: Session, mobile: str, statuses: Iterable[int], template: str | None = None) -> SysSms | None:
    query = select(SysSms).where(SysSms.phone_numbers == mobile, SysSms.status.in_(tuple(statuses)))
    if template is not None:
        query = query.where(SysSms.template_code == template)
    return db.execute(
        query.order_by(SysSms.create_time.desc(), SysSms.id.desc()).limit(1)
    ).scalar_one_or_none()


def send_rules(config: SysConfigCache, mobile: str, ip: str) -> list[Rule]:
    """One send per number per minute, a cap per client address and one for the whole system (the
    last two from `sys_config`; 0 switches a cap off)."""

    def cap(key: str, limit: tuple[str, int], window: tuple[str, int]) -> Rule:
        return Rule(key, config.get_int(*limit), timedelta(seconds=config.get_int(*window)))

    return [
        Rule(f"sms:mobile:{mobile}", 1, RESEND_INTERVAL),
        cap(f"sms:ip:{ip}", (sysconfig.SMS_IP_MAX, 20), (sysconfig.SMS_IP_WINDOW, 3600)),
        cap("sms:all", (sysconfig.SMS_TOTAL_MAX, 100), (sysconfig.SMS_TOTAL_WINDOW, 600)),
    ]


def send_code(
    db: Session,
    provider: SmsProvider,
    secret: str,
    mobile: str,
    now: datetime,
    *,
    limiter: RateLimiter,
    rules: list[Rule],
    template: str = CAPTCHA_TEMPLATE,
    source: int = SOURCE_PC,
) -> None:
    """Sends a new code when every rule allows one more send (counted atomically, so of simultaneous
    requests for a number exactly one goes out) and logs the send."""
    wait = limiter.take(rules, now)
    if wait is not None:
        raise AppError(ErrorCode.SMS_TOO_FREQUENT, seconds=wait)
    code = f"{secrets.randbelow(1_000_000):06d}"
    row = SysSms(
        phone_numbers=mobile,
        validate_code=_digest(secret, mobile, code),
        template_code=template,
        status=STATUS_UNSENT,
        source=source,
        invalid_time=now + CODE_TTL,
        create_time=now,
    )
    db.add(row)
    db.commit()  # the log row exists before the gateway is called
    try:
        biz_id = provider.send_code(mobile, code)
    except Exception as exc:
        logger.warning("短信发送失败 mobile=%s: %r", mobile, exc)
        row.status = STATUS_FAILED
        db.commit()
        limiter.give_back(rules)  # nothing was sent: the number may try again at once
        raise AppError(ErrorCode.SMS_SEND_ERROR) from exc
    row.status = STATUS_SENT
    row.biz_id = (biz_id or "")[:100] or None
    db.commit()


def verify_code(
    db: Session, secret: str, mobile: str, code: str, now: datetime, template: str = CAPTCHA_TEMPLATE
) -> bool:
    """Consumes the latest code of `mobile` when it matches; counts a wrong try otherwise.

    The caller commits (also on failure, so wrong tries are counted)."""
    return check_code(db, secret, mobile, code, now, template) == SUCCESS


def check_code(
    db: Session, secret: str, mobile: str, code: str, now: datetime, template: str = CAPTCHA_TEMPLATE
) -> str:
    """SUCCESS (and the code is used up), ERROR (wrong or none sent), EXPIRED or TIMES_UP; no commit."""
    row = _latest(db, mobile, (STATUS_SENT, STATUS_USED), template)
    if row is None:
        return ERROR
    if row.fail_count >= MAX_WRONG_TRIES:
        return TIMES_UP
    if row.status != STATUS_SENT or row.invalid_time <= now:
        return EXPIRED
    if hmac.compare_digest(row.validate_code, _digest(secret, mobile, code.strip())):
        row.status = STATUS_USED
        return SUCCESS
    row.fail_count += 1
    return ERROR
