"""The two ways an order is paid: Alipay's gateway (`PAY_PROVIDER=alipay`, through python-alipay-sdk) and
the local provider of the demo and the tests, which pays by posting a notify signed with its own key to the
same notify endpoint Alipay calls. Either way only a verified notify marks an order paid."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from alipay import AliPay
from alipay.exceptions import AliPayException, AliPayValidationError
from cryptography.hazmat.primitives.asymmetric import rsa

from sitesafe.core.clock import utcnow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.settings import Settings
from sitesafe.modules.pay.alipay import signing

LOCAL_APP_ID = "sitesafe-local"
BEIJING = ZoneInfo("Asia/Shanghai")
OK = "10000"


def _local_text(moment: datetime) -> str:
    """Alipay's times are Beijing time, whatever the console's own zone."""
    return moment.replace(tzinfo=UTC).astimezone(BEIJING).strftime("%Y-%m-%d %H:%M:%S")


def yuan(fen: int) -> str:
    """`1234` -> `"12.34"`: Alipay's amount text."""
    return f"{fen // 100}.{fen % 100:02d}"


class _Gateway(AliPay):  # type: ignore[misc]  # the SDK is untyped
    """The SDK's client on the configured gateway, stamping requests with local (Beijing) time as
    Alipay expects, whatever the server's own time zone."""

    def __init__(self, gateway: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._gateway = gateway  # the SDK only knows its two built-in gateways

    @property
    def gateway(self) -> str:
        return self._gateway

    def build_body(self, method: str, biz_content: Any = None, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = super().build_body(method, biz_content, **kwargs)
        data["timestamp"] = _local_text(utcnow())
        return data


@dataclass(frozen=True)
class AlipayProvider:
    """Alipay's open platform: page pay (电脑网站支付), QR pay (当面付 precreate), query, close, refund."""

    name = "alipay"
    app_id: str
    client: _Gateway
    public_key: rsa.RSAPublicKey
    notify_url: str
    return_url: str

    def page_pay_url(self, out_trade_no: str, subject: str, fen: int) -> str:
        query = self.client.api_alipay_trade_page_pay(
            subject=subject,
            out_trade_no=out_trade_no,
            total_amount=yuan(fen),
            return_url=self.return_url or None,
            notify_url=self.notify_url,
        )
        return f"{self.client.gateway}?{query}"

    def _call(self, method: str, **kwargs: Any) -> dict[str, Any]:
        try:
            answer: dict[str, Any] = getattr(self.client, method)(**kwargs)
        except AliPayValidationError as exc:
            raise AppError(ErrorCode.PAY_GATEWAY_ERROR, reason="应答签名验证失败") from exc
        except AliPayException as exc:
            raise AppError(ErrorCode.PAY_GATEWAY_ERROR, reason=f"错误码{exc.code}") from exc
        except OSError as exc:
            raise AppError(ErrorCode.PAY_GATEWAY_ERROR, reason="网络连接失败") from exc
        return answer

    def _require_ok(self, answer: dict[str, Any]) -> dict[str, Any]:
        if answer.get("code") != OK:
            reason = answer.get("sub_msg") or answer.get("msg") or answer.get("code")
            raise AppError(ErrorCode.PAY_GATEWAY_ERROR, reason=str(reason))
        return answer

    def qr_code(self, out_trade_no: str, subject: str, fen: int) -> str:
        answer = self._call(
            "api_alipay_trade_precreate",
            subject=subject,
            out_trade_no=out_trade_no,
            total_amount=yuan(fen),
            notify_url=self.notify_url,
        )
        return str(self._require_ok(answer)["qr_code"])

    def query(self, out_trade_no: str) -> dict[str, Any]:
        return self._call("api_alipay_trade_query", out_trade_no=out_trade_no)

    def close(self, out_trade_no: str) -> None:
        answer = self._call("api_alipay_trade_close", out_trade_no=out_trade_no)
        if answer.get("sub_code") != "ACQ.TRADE_NOT_EXIST":  # the buyer never opened it: nothing to close
            self._require_ok(answer)

    def refund(self, out_trade_no: str, fen: int, out_request_no: str, reason: str) -> None:
        answer = self._call(
            "api_alipay_trade_refund",
            refund_amount=yuan(fen),
            out_trade_no=out_trade_no,
            out_request_no=out_request_no,
            refund_reason=reason,
        )
        self._require_ok(answer)


@dataclass(frozen=True)
class LocalProvider:
    """Pays by a notify signed with a key pair kept under DATA_DIR; closes and refunds are recorded only."""

    name = "local"
    app_id: str
    private_key: rsa.RSAPrivateKey

    @property
    def public_key(self) -> rsa.RSAPublicKey:
        return self.private_key.public_key()

    def close(self, out_trade_no: str) -> None: ...

    def refund(self, out_trade_no: str, fen: int, out_request_no: str, reason: str) -> None: ...

    def notify_params(
        self, out_trade_no: str, fen: int, trade_no: str, notify_id: str, moment: datetime
    ) -> dict[str, str]:
        """The form Alipay would post for a successful payment, signed as Alipay signs it."""
        now = _local_text(moment)
        params = {
            "notify_time": now,
            "notify_type": "trade_status_sync",
            "notify_id": notify_id,
            "app_id": self.app_id,
            "charset": "utf-8",
            "version": "1.0",
            "trade_no": trade_no,
            "out_trade_no": out_trade_no,
            "buyer_id": "2088000000000000",
            "trade_status": "TRADE_SUCCESS",
            "total_amount": yuan(fen),
            "receipt_amount": yuan(fen),
            "gmt_create": now,
            "gmt_payment": now,
            "sign_type": "RSA2",
        }
        params["sign"] = signing.sign(self.private_key, signing.signed_text(params, notify=True))
        return params


Provider = AlipayProvider | LocalProvider


@lru_cache(maxsize=8)
def _provider(
    kind: str, app_id: str, private: str, public: str, gateway: str, urls: str, data: str
) -> Provider:
    if kind == "local":
        return LocalProvider(app_id or LOCAL_APP_ID, signing.local_private_key(Path(data)))
    notify_url, return_url = urls.split("\n", 1)
    app_key = signing.load_private_key(private)
    alipay_key = signing.load_public_key(public)
    client = _Gateway(
        gateway,
        appid=app_id,
        app_notify_url=notify_url,
        app_private_key_string=signing.private_pem(app_key),
        alipay_public_key_string=signing.public_pem(alipay_key),
        sign_type="RSA2",
    )
    return AlipayProvider(app_id, client, alipay_key, notify_url, return_url)


def provider_for(settings: Settings) -> Provider:
    """The configured provider (built once per configuration)."""
    s = settings
    urls = f"{s.ALIPAY_NOTIFY_URL}\n{s.ALIPAY_RETURN_URL}"
    return _provider(
        s.PAY_PROVIDER,
        s.ALIPAY_APP_ID,
        s.ALIPAY_PRIVATE_KEY,
        s.ALIPAY_PUBLIC_KEY,
        s.ALIPAY_GATEWAY,
        urls,
        str(s.data_dir),
    )
