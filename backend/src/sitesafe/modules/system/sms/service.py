"""SMS verification codes: 6 digits, kept as a keyed hash for 5 minutes, one send per number per minute."""

from __future__ import annotations

import hashlib
import hmac
import math
import re
import secrets
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.system.sms.models import STATUS_FAILED, STATUS_SENT, STATUS_USED, SysSms
from sitesafe.modules.system.sms.provider import SmsProvider

MOBILE_PATTERN = r"^1[3-9]\d{9}$"
CODE_TTL = timedelta(minutes=5)
RESEND_INTERVAL = timedelta(seconds=60)
MAX_WRONG_TRIES = 5
_MOBILE = re.compile(MOBILE_PATTERN)


def is_mobile(value: str) -> bool:
    return bool(_MOBILE.match(value))


def _digest(secret: str, mobile: str, code: str) -> str:
    return hmac.new(secret.encode(), f"{mobile}:{code}".encode(), hashlib.sha256).hexdigest()


def _latest(db: Session, mobile: str) -> SysSms | None:
    return db.execute(
        select(SysSms)
        .where(SysSms.phone_numbers == mobile, SysSms.status.in_((STATUS_SENT, STATUS_USED)))
        .order_by(SysSms.create_time.desc(), SysSms.id.desc())
        .limit(1)
    ).scalar_one_or_none()


def send_code(db: Session, provider: SmsProvider, secret: str, mobile: str, now: datetime) -> None:
    last = _latest(db, mobile)
    if last is not None and last.create_time is not None and now - last.create_time < RESEND_INTERVAL:
        wait = math.ceil((RESEND_INTERVAL - (now - last.create_time)).total_seconds())
        raise AppError(ErrorCode.SMS_TOO_FREQUENT, seconds=max(wait, 1))
    code = f"{secrets.randbelow(1_000_000):06d}"
    row = SysSms(
        phone_numbers=mobile,
        validate_code=_digest(secret, mobile, code),
        template_code="captcha",
        status=STATUS_SENT,
        invalid_time=now + CODE_TTL,
        create_time=now,
    )
    db.add(row)
    try:
        provider.send_code(mobile, code)
    except Exception as exc:
        row.status = STATUS_FAILED
        db.commit()
        raise AppError(ErrorCode.SMS_SEND_ERROR) from exc
    db.commit()


def verify_code(db: Session, secret: str, mobile: str, code: str, now: datetime) -> bool:
    """Consumes the latest code of `mobile` when it matches; counts a wrong try otherwise.

    The caller commits (also on failure, so wrong tries are counted)."""
    row = _latest(db, mobile)
    if (
        row is None
        or row.status != STATUS_SENT
        or row.invalid_time <= now
        or row.fail_count >= MAX_WRONG_TRIES
    ):
        return False
    if hmac.compare_digest(row.validate_code, _digest(secret, mobile, code.strip())):
        row.status = STATUS_USED
        return True
    row.fail_count += 1
    return False
