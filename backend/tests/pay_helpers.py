"""Helpers of the 支付宝订单 tests: Alipay's RSA2 signature written out from its specification (not the
application's code), and posting a notify as Alipay does (a form, answered in plain text)."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from fastapi.testclient import TestClient

from crud_helpers import Api


def rsa2_sign(key: rsa.RSAPrivateKey, params: dict[str, str]) -> dict[str, str]:
    """`params` plus `sign`: SHA256withRSA over sorted `k=v&...`, without sign, sign_type and empty values."""
    text = "&".join(f"{k}={v}" for k, v in sorted(params.items()) if k not in ("sign", "sign_type") and v)
    signature = key.sign(text.encode(), padding.PKCS1v15(), hashes.SHA256())
    return {**params, "sign": base64.b64encode(signature).decode()}


def new_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def local_key(data_dir: Path) -> rsa.RSAPrivateKey:
    """The local provider's key as the application keeps it under DATA_DIR."""
    key = serialization.load_pem_private_key((data_dir / "alipay_local_key.pem").read_bytes(), None)
    assert isinstance(key, rsa.RSAPrivateKey)
    return key


def notify_form(order: dict[str, Any], app_id: str, **change: str) -> dict[str, str]:
    form = {
        "notify_time": "2026-11-28 10:00:00",
        "notify_type": "trade_status_sync",
        "notify_id": f"n{order['id']}",
        "app_id": app_id,
        "charset": "utf-8",
        "version": "1.0",
        "trade_no": f"2026112822001{order['id']}",
        "out_trade_no": order["outTradeNo"],
        "buyer_id": "2088102177846880",
        "trade_status": "TRADE_SUCCESS",
        "total_amount": order["totalAmount"],
        "gmt_payment": "2026-11-28 10:00:00",
        "sign_type": "RSA2",
    }
    return {**form, **change}


def post_notify(client: TestClient, form: dict[str, str]) -> str:
    response = client.post("/api/payAlipay/notify", data=form)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return response.text


def add_order(api: Api, subject: str = "测试订单", amount: Any = "12.34") -> dict[str, Any]:
    assert (
        api.ok("POST", "/payAlipay/add", {"subject": subject, "totalAmount": amount, "body": "说明"}) is None
    )
    rows = api.ok("GET", "/payAlipay/page", subject=subject, pageSize=1)["rows"]
    detail: dict[str, Any] = api.ok("GET", "/payAlipay/detail", id=rows[0]["id"])
    return detail


FORM_TYPE = "application/x-www-form-urlencoded"


def post_body(client: TestClient, body: bytes | Iterator[bytes], content_type: str = FORM_TYPE) -> str:
    """Posts a raw body to the notify address (bytes: with Content-Length; an iterator: chunked)."""
    response = client.post("/api/payAlipay/notify", content=body, headers={"content-type": content_type})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return response.text
