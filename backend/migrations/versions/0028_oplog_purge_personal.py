"""操作日志: personal data already logged in clear is masked (snake_case `id_no` / `bank_account`, the SMS
code of bindPhone, secrets under any spelling of their key).

The request parameters of every row are rewritten: a JSON value loses the values of those keys; a text that
is not JSON (cut at the log's length limit, or a request body that was not JSON) loses them where it reads
as `"key": value`. Rows are read in id order by batches and only changed ones are written; the UPDATE goes
through the parent table, so it also reaches the rows of a table partitioned by month (PostgreSQL).
The masking is copied here rather than imported: a migration must keep doing what it did when written.

Revision ID: 0028
Revises: 0026
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0028"
down_revision: str | None = "0026"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

MASK = "******"
BATCH = 1000
# Key names (lower case, separators removed) whose values are secrets or personal data.
_SECRET = re.compile(r"pass|pwd|secret|token|smscode|idno|bankaccount|privatekey|apikey|accesskey")
_SEPARATORS = re.compile(r"[^0-9a-z]")
# Where a bare `code` is an SMS verification code (elsewhere it names a dictionary entry, a config, ...).
_SMS_CODE_URLS = ("/sysUser/bindPhone", "/sms/validateMessage")
# `"key": value` inside a text, the value a string (possibly cut off) or a bare token.
_PAIR = re.compile(
    r'"(?P<key>(?:[^"\\]|\\.){1,100})"(?P<sep>\s*:\s*)(?P<value>"(?:[^"\\]|\\.)*"?|[^,}\]\s]+)'
)

op_log = sa.table(
    "sys_op_log",
    sa.column("id", sa.BigInteger()),
    sa.column("url", sa.String()),
    sa.column("param", sa.Text()),
    sa.column("op_time", sa.DateTime()),
)


def _secret(key: str, sms_code: bool) -> bool:
    name = _SEPARATORS.sub("", key.lower())
    return bool(_SECRET.search(name)) or (sms_code and name == "code")


def _mask_text(text: str, sms_code: bool) -> str:
    def replace(match: re.Match[str]) -> str:
        if not _secret(match.group("key"), sms_code):
            return match.group(0)
        return f'"{match.group("key")}"{match.group("sep")}"{MASK}"'

    return _PAIR.sub(replace, text)


def _mask(value: Any, sms_code: bool) -> Any:
    if isinstance(value, dict):
        masked = {k: MASK if _secret(str(k), sms_code) else _mask(v, sms_code) for k, v in value.items()}
        code = value.get("code")
        if "value" in value and isinstance(code, str) and _secret(code, False):
            masked["value"] = MASK  # a 系统配置 `{code, value}` pair naming a secret
        return masked
    if isinstance(value, list):
        return [_mask(v, sms_code) for v in value]
    if isinstance(value, str):
        return _mask_text(value, sms_code)
    return value


def purged(param: str, url: str | None) -> str:
    """`param` with the values of secret keys masked."""
    sms_code = (url or "").endswith(_SMS_CODE_URLS)
    try:
        parsed = json.loads(param)
    except ValueError:
        return _mask_text(param, sms_code)
    masked = _mask(parsed, sms_code)
    return param if masked == parsed else json.dumps(masked, ensure_ascii=False)


def upgrade() -> None:
    conn = op.get_bind()
    where = [op_log.c.id == sa.bindparam("row_id")]
    if conn.dialect.name == "postgresql":
        # op_time names the partition: PostgreSQL prunes to it instead of scanning every month.
        where.append(op_log.c.op_time == sa.bindparam("row_time"))
    update = op_log.update().where(*where).values(param=sa.bindparam("new_param"))
    last: int | None = None
    while True:
        query = sa.select(op_log.c.id, op_log.c.url, op_log.c.param, op_log.c.op_time)
        query = query.where(op_log.c.param.is_not(None))
        if last is not None:
            query = query.where(op_log.c.id > last)
        rows = conn.execute(query.order_by(op_log.c.id).limit(BATCH)).all()
        if not rows:
            return
        last = rows[-1].id
        changed = [
            {"row_id": r.id, "row_time": r.op_time, "new_param": text}
            for r in rows
            if (text := purged(r.param, r.url)) != r.param
        ]
        if changed:
            conn.execute(update, changed)


def downgrade() -> None:
    """Nothing to restore: masked values are gone by design."""
