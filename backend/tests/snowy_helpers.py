"""What the stock Snowy 1.8 client does on its side: sm-crypto's SM2 encryption of the password and
AJ-Captcha's slider answer (crypto-js AES-ECB), written here independently of the server's code."""

from __future__ import annotations

import base64
import json
from typing import Any

import gmalg
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.modules.system.auth.models import SysRateLimit


def sm2_key_pair() -> tuple[str, str]:
    """(private key hex, public key hex with the 04 marker)."""
    private, public = gmalg.SM2().generate_keypair()
    return private.hex(), public.hex()


def sm_crypto_encrypt(password: str, public_key_hex: str) -> str:
    """`sm2.doEncrypt(password, publicKey, 1)`: C1C3C2, hex, C1 without its 04 marker."""
    sealed = gmalg.SM2(pk=bytes.fromhex(public_key_hex)).encrypt(password.encode()).hex()
    assert sealed.startswith("04")
    return sealed[2:]


def crypto_js_aes(plain: str, key: str) -> str:
    padder = padding.PKCS7(128).padder()
    data = padder.update(plain.encode()) + padder.finalize()
    encryptor = Cipher(algorithms.AES(key.encode()), modes.ECB()).encryptor()
    return base64.b64encode(encryptor.update(data) + encryptor.finalize()).decode()


def point_json(x: float) -> str:
    """`JSON.stringify({x: moveLeftDistance, y: 5.0})`."""
    return json.dumps({"x": x, "y": 5}, separators=(",", ":"))


def get_puzzle(client: TestClient) -> dict[str, Any]:
    answer: dict[str, Any] = client.post("/api/captcha/get", json={"captchaType": "blockPuzzle"}).json()
    assert answer["repCode"] == "0000", answer
    rep: dict[str, Any] = answer["repData"]
    return rep


def hole_x(db: Session, token: str) -> int:
    """The hole's x as the server keeps it (the database one-time store)."""
    row = db.execute(
        select(SysRateLimit.used).where(SysRateLimit.key == f"once:captcha:{token}")
    ).scalar_one()
    return int(row)


def slide(
    client: TestClient, rep: dict[str, Any], x: float, encrypt: bool = True
) -> tuple[dict[str, Any], str]:
    """Checks a slider position the way VerifySlide.vue does; answers (the check's answer, the
    captchaVerification it would send to /login)."""
    plain = point_json(x)
    key = rep["secretKey"]
    body = {
        "captchaType": "blockPuzzle",
        "token": rep["token"],
        "pointJson": crypto_js_aes(plain, key) if encrypt else plain,
    }
    answer: dict[str, Any] = client.post("/api/captcha/check", json=body).json()
    verification = f"{rep['token']}---{plain}"
    return answer, crypto_js_aes(verification, key) if encrypt else verification


def click_centres(db: Session, token: str) -> list[tuple[int, int]]:
    """The centres of the characters to click, in order, as the server keeps them."""
    keys = [f"once:captcha:{token}:{i}" for i in range(3)]
    rows = dict(
        db.execute(select(SysRateLimit.key, SysRateLimit.used).where(SysRateLimit.key.in_(keys))).all()
    )
    return [(int(rows[k]) // 1000, int(rows[k]) % 1000) for k in keys]


def click(
    client: TestClient, rep: dict[str, Any], points: list[tuple[int, int]]
) -> tuple[dict[str, Any], str]:
    """Clicks the way VerifyPoints.vue does (integer points, AES with the secret key)."""
    plain = json.dumps([{"x": x, "y": y} for x, y in points], separators=(",", ":"))
    key = rep["secretKey"]
    body = {"captchaType": "clickWord", "token": rep["token"], "pointJson": crypto_js_aes(plain, key)}
    answer: dict[str, Any] = client.post("/api/captcha/check", json=body).json()
    return answer, crypto_js_aes(f"{rep['token']}---{plain}", key)
