"""Signed JWTs (HS256) carrying `userId`, `account`, `uuid` (session id), `exp` and, for a tenant's
user, `tenant` (the tenant code; absent for the master tenant)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt


@dataclass(frozen=True, slots=True)
class TokenClaims:
    user_id: int
    account: str
    session_id: str
    expires_at: datetime  # naive UTC
    tenant: str | None = None  # tenant code; None = the master tenant


class InvalidToken(Exception):
    """The token is malformed, badly signed or expired."""


class TokenCodec:
    """Issues and verifies tokens; verified claims are memoised (the signature check is costly)."""

    def __init__(self, secret: str, memo_size: int = 10_000) -> None:
        self._secret = secret
        self._memo: OrderedDict[str, TokenClaims] = OrderedDict()
        self._memo_size = memo_size
        self._lock = threading.Lock()

    def issue(
        self,
        user_id: int,
        account: str,
        session_id: str,
        now: datetime,
        ttl_seconds: int,
        tenant: str | None = None,
    ) -> str:
        expires = now + timedelta(seconds=ttl_seconds)
        payload: dict[str, str | int] = {
            "userId": str(user_id),
            "account": account,
            "uuid": session_id,
            "sub": str(user_id),
            "iat": int(now.replace(tzinfo=UTC).timestamp()),
            "exp": int(expires.replace(tzinfo=UTC).timestamp()),
        }
        if tenant:
            payload["tenant"] = tenant
        return jwt.encode(payload, self._secret, algorithm="HS256")

    def decode(self, token: str, now: datetime) -> TokenClaims:
        """Expiry is checked against `now` (the app clock), not the wall clock."""
        claims = self._memo.get(token)
        if claims is None:
            claims = self._verify(token)
            with self._lock:
                self._memo[token] = claims
                if len(self._memo) > self._memo_size:
                    self._memo.popitem(last=False)
        if claims.expires_at <= now:
            raise InvalidToken
        return claims

    def _verify(self, token: str) -> TokenClaims:
        try:
            payload = jwt.decode(
                token, self._secret, algorithms=["HS256"], options={"verify_exp": False, "verify_iat": False}
            )
            expires = datetime.fromtimestamp(int(payload["exp"]), UTC).replace(tzinfo=None)
            tenant = payload.get("tenant")
            return TokenClaims(
                int(payload["userId"]),
                str(payload["account"]),
                str(payload["uuid"]),
                expires,
                str(tenant) if tenant else None,
            )
        except (jwt.PyJWTError, KeyError, TypeError, ValueError) as exc:
            raise InvalidToken from exc
