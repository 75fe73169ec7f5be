"""The Alipay adapter (PAY_PROVIDER=alipay, python-alipay-sdk) without Alipay's servers: its page-pay URL
is signed (RSA2) with the application's key, and notifies are verified with Alipay's public key; both key
pairs are made here. Gateway calls (precreate, query, close, refund) need the internet and are not run."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from urllib.parse import parse_qsl, urlsplit

import pytest
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from fastapi import FastAPI
from fastapi.testclient import TestClient

from crud_helpers import Api, unique
from helpers import FakeClock, login
from pay_helpers import add_order, new_key, notify_form, post_notify, rsa2_sign
from sitesafe.core.settings import Settings
from sitesafe.main import create_app

APP_ID = "2021000000000001"
APP_KEY = new_key()  # the application's pair (Alipay holds its public half)
ALIPAY_KEY = new_key()  # Alipay's pair (the application holds its public half)


def _pem(key: rsa.RSAPrivateKey) -> str:
    raw = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    )
    return raw.decode()


def _bare_public(key: rsa.RSAPrivateKey) -> str:
    """The public key as Alipay's console shows it: base64 DER, no PEM armour."""
    der = key.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    return base64.b64encode(der).decode()


@pytest.fixture(scope="module")
def alipay_app(settings: Settings, fake_clock: FakeClock) -> Iterator[FastAPI]:
    configured = settings.model_copy(
        update={
            "PAY_PROVIDER": "alipay",
            "ALIPAY_APP_ID": APP_ID,
            "ALIPAY_PRIVATE_KEY": _pem(APP_KEY),
            "ALIPAY_PUBLIC_KEY": _bare_public(ALIPAY_KEY),
            "ALIPAY_NOTIFY_URL": "https://console.example.com/api/payAlipay/notify",
            "ALIPAY_RETURN_URL": "https://console.example.com/pay/alipay",
        }
    )
    application = create_app(configured, clock=fake_clock)
    yield application
    application.state.ctx.db.dispose()


@pytest.fixture
def gateway(alipay_app: FastAPI) -> Api:
    client = TestClient(alipay_app)
    return Api(client, login(client, "superAdmin"))


def test_page_pay_url_is_signed_with_the_application_key(gateway: Api) -> None:
    order = add_order(gateway, unique("电脑网站"), "88.80")
    assert order["provider"] == "alipay"
    url = gateway.ok("GET", "/payAlipay/pagePay", id=order["id"])["url"]
    parts = urlsplit(url)
    assert (
        f"{parts.scheme}://{parts.netloc}{parts.path}"
        == "https://openapi-sandbox.dl.alipaydev.com/gateway.do"
    )
    params = dict(parse_qsl(parts.query, keep_blank_values=True))
    assert (params["app_id"], params["method"], params["sign_type"], params["charset"]) == (
        APP_ID,
        "alipay.trade.page.pay",
        "RSA2",
        "utf-8",
    )
    assert params["notify_url"] == "https://console.example.com/api/payAlipay/notify"
    biz = json.loads(params["biz_content"])
    assert (biz["out_trade_no"], biz["total_amount"], biz["product_code"]) == (
        order["outTradeNo"],
        "88.80",
        "FAST_INSTANT_TRADE_PAY",
    )
    # A request's signed text keeps sign_type and leaves out sign only (Alipay's rule for requests).
    text = "&".join(f"{k}={v}" for k, v in sorted(params.items()) if k != "sign")
    signature = base64.b64decode(params["sign"])
    APP_KEY.public_key().verify(signature, text.encode(), padding.PKCS1v15(), hashes.SHA256())
    with pytest.raises(InvalidSignature):
        ALIPAY_KEY.public_key().verify(signature, text.encode(), padding.PKCS1v15(), hashes.SHA256())
    with pytest.raises(InvalidSignature):
        APP_KEY.public_key().verify(
            signature, text.replace("88.80", "0.01").encode(), padding.PKCS1v15(), hashes.SHA256()
        )
    assert gateway.post("/payAlipay/localPay", {"id": order["id"]})["code"] == 2021056


def test_notifies_are_verified_with_alipay_public_key(gateway: Api) -> None:
    order = add_order(gateway, unique("支付宝通知"), "5.00")
    client = gateway.client
    assert post_notify(client, rsa2_sign(APP_KEY, notify_form(order, APP_ID))) == "fail"
    assert gateway.ok("GET", "/payAlipay/detail", id=order["id"])["tradeState"] == 0
    assert post_notify(client, rsa2_sign(ALIPAY_KEY, notify_form(order, APP_ID))) == "success"
    paid = gateway.ok("GET", "/payAlipay/detail", id=order["id"])
    assert (paid["tradeState"], paid["tradeStateName"]) == (1, "已支付")
    assert gateway.get("/payAlipay/pagePay", id=order["id"])["code"] == 2021055


def test_alipay_provider_needs_its_settings() -> None:
    with pytest.raises(ValueError, match="ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY"):
        Settings(PAY_PROVIDER="alipay", ALIPAY_PUBLIC_KEY="x", ALIPAY_NOTIFY_URL="https://x")
