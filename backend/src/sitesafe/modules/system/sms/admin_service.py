"""短信管理: the send log (page, detail) with its derived state, and the administrators' test send."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import and_

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.useragent import client_info
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, DateRange, Eq, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.sms.models import (
    STATUS_FAILED,
    STATUS_SENT,
    STATUS_UNSENT,
    STATUS_USED,
    SysSms,
)
from sitesafe.modules.system.sms.provider import SmsProvider
from sitesafe.modules.system.sms.schemas import SendMessageBody, SmsOut, SmsQuery, ValidateMessageBody
from sitesafe.modules.system.sms.service import check_code, is_mobile, send_code, send_rules


def state_of(row: SysSms, now: datetime) -> str:
    if row.status == STATUS_SENT:
        return "expired" if row.invalid_time <= now else "pending"
    return {STATUS_USED: "verified", STATUS_FAILED: "failed"}.get(row.status, "unsent")


def state_condition(state: str, now: datetime) -> Condition:
    if state == "pending":
        return and_(SysSms.status == STATUS_SENT, SysSms.invalid_time > now)
    if state == "expired":
        return and_(SysSms.status == STATUS_SENT, SysSms.invalid_time <= now)
    status = {"verified": STATUS_USED, "failed": STATUS_FAILED}.get(state, STATUS_UNSENT)
    result: Condition = SysSms.status == status
    return result


SMS = Resource(
    name="sms",
    title="短信发送记录",
    model=SysSms,
    out=SmsOut,
    not_found=ErrorCode.SMS_NOT_EXIST,
    query=SmsQuery,
    filters=(
        Like("phone_numbers"),
        Eq("template_code"),
        Eq("biz_id"),
        Eq("status"),
        Eq("source"),
        DateRange("search_begin_time", "search_end_time", "create_time"),
    ),
    sortable={"createTime": "create_time", "invalidTime": "invalid_time"},
    default_order=("-create_time", "-id"),
    actions=frozenset({"page", "detail"}),
    hard_delete=True,  # `status` here is the send status, not the soft-delete flag
    tags=("短信管理",),
)


class SmsLogService(CrudService):
    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Condition]:
        found = super().conditions(act, query, listing=listing)
        state = getattr(query, "state", None)
        return [*found, state_condition(state, act.ctx.clock.now())] if state else found

    def _out(self, act: Act, row: SysSms) -> BaseModel:
        return SmsOut.model_validate(
            {
                "id": row.id,
                "phone_numbers": row.phone_numbers,
                "template_code": row.template_code,
                "biz_id": row.biz_id,
                "status": row.status,
                "state": state_of(row, act.ctx.clock.now()),
                "source": row.source,
                "fail_count": row.fail_count,
                "invalid_time": row.invalid_time,
                "create_time": row.create_time,
            }
        )

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return [self._out(act, row[0]) for row in rows]

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self._out(act, row)


sms_log_service = SmsLogService(SMS)


def _mobile(value: str | None) -> str:
    mobile = (value or "").strip()
    if not mobile:
        raise AppError(ErrorCode.SMS_PHONE_EMPTY)
    if not is_mobile(mobile):
        raise AppError(ErrorCode.PARAM_ERROR, message="手机号格式不正确")
    return mobile


def _template(value: str | None) -> str:
    template = (value or "").strip()
    if not template:
        raise AppError(ErrorCode.SMS_TEMPLATE_EMPTY)
    return template


def send_message(act: Act, provider: SmsProvider, body: SendMessageBody) -> None:
    """Sends a verification code with the given template (the same limits as the login captcha)."""
    mobile, template = _mobile(body.phone_numbers), _template(body.template_code)
    act.db.rollback()  # start from a clean session: send_code commits its own short transactions
    secret, limiter = act.ctx.settings.SECRET_KEY, act.ctx.limits
    rules = send_rules(act.ctx.config, mobile, client_info(act.request).ip)
    now = act.ctx.clock.now()
    send_code(act.db, provider, secret, mobile, now, limiter=limiter, rules=rules, template=template)


def validate_message(act: Act, body: ValidateMessageBody) -> str:
    mobile, template = _mobile(body.phone_numbers), _template(body.template_code)
    code = (body.code or "").strip()
    if not code:
        raise AppError(ErrorCode.SMS_CODE_EMPTY)
    result = check_code(act.db, act.ctx.settings.SECRET_KEY, mobile, code, act.ctx.clock.now(), template)
    act.commit()  # a wrong try counts
    return result
