"""The block-puzzle captcha in AJ-Captcha's protocol (what Snowy's login page speaks).

`get` draws a puzzle and keeps the hole's x under a random token; `check` takes that x back (one try per
puzzle), compares the slider's x within a few pixels and, when it matches, keeps the answer the client
will send to `/login` as `code` (AJ-Captcha's `captchaVerification`: `token---pointJson`, AES-encrypted
with the puzzle's secret key); `verify` consumes it. Both live briefly in the one-time store, shared by
every process."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from datetime import datetime, timedelta
from typing import Any

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

from sitesafe.core.context import AppContext
from sitesafe.modules.system.captcha.images import WORDS_ASKED, make_click_words, make_puzzle

BLOCK_PUZZLE = "blockPuzzle"
CLICK_WORD = "clickWord"  # Snowy's login page picks one of the two at random
TOLERANCE = 5  # pixels of a 310-wide picture
CLICK_TOLERANCE = 18  # pixels from a character's centre
PUZZLE_TTL = timedelta(minutes=2)
PASSED_TTL = timedelta(minutes=3)
# AJ-Captcha's answer codes (the clients only look for 0000).
OK_CODE = "0000"
EXPIRED = ("6110", "验证码已失效，请重新获取")
WRONG = ("6111", "验证失败")
BAD_TYPE = ("6112", "不支持的验证码类型")


class CaptchaRefused(Exception):
    def __init__(self, rep: tuple[str, str]) -> None:
        super().__init__(rep[1])
        self.rep_code, self.rep_msg = rep


def _secret_key(ctx: AppContext, token: str) -> str:
    """The puzzle's AES key (16 characters), derived from the token so nothing else must be stored."""
    digest = hmac.new(ctx.settings.SECRET_KEY.encode(), f"captcha:{token}".encode(), hashlib.sha256)
    return digest.hexdigest()[:16]


def aes_encrypt(plain: str, key: str) -> str:
    """AES-ECB, PKCS#7, base64: what the client's `aesEncrypt` (crypto-js) produces."""
    padder = padding.PKCS7(128).padder()
    data = padder.update(plain.encode()) + padder.finalize()
    encryptor = Cipher(algorithms.AES(key.encode()), modes.ECB()).encryptor()
    return base64.b64encode(encryptor.update(data) + encryptor.finalize()).decode()


def aes_decrypt(sealed: str, key: str) -> str | None:
    try:
        decryptor = Cipher(algorithms.AES(key.encode()), modes.ECB()).decryptor()
        data = decryptor.update(base64.b64decode(sealed, validate=True)) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return (unpadder.update(data) + unpadder.finalize()).decode()
    except ValueError:  # bad base64, length, padding or text
        return None


def _passed_key(verification: str) -> str:
    return "captcha:ok:" + hashlib.sha256(verification.encode()).hexdigest()


def _new_click_words(ctx: AppContext, token: str) -> dict[str, Any]:
    words = make_click_words()
    now = ctx.clock.now()
    for index, (x, y) in enumerate(words.centres):
        ctx.onetime.put(f"captcha:{token}:{index}", x * 1000 + y, PUZZLE_TTL, now)
    return {
        "captchaType": CLICK_WORD,
        "originalImageBase64": words.background_png,
        "wordList": words.words,
        "token": token,
        "secretKey": _secret_key(ctx, token),
        "result": False,
        "opAdmin": False,
    }


def new_puzzle(ctx: AppContext, captcha_type: str | None) -> dict[str, Any]:
    token = secrets.token_hex(16)
    if captcha_type == CLICK_WORD:
        return _new_click_words(ctx, token)
    if (captcha_type or BLOCK_PUZZLE) != BLOCK_PUZZLE:
        raise CaptchaRefused(BAD_TYPE)
    puzzle = make_puzzle()
    ctx.onetime.put(f"captcha:{token}", puzzle.x, PUZZLE_TTL, ctx.clock.now())
    return {
        "captchaType": BLOCK_PUZZLE,
        "originalImageBase64": puzzle.background_png,
        "jigsawImageBase64": puzzle.piece_png,
        "token": token,
        "secretKey": _secret_key(ctx, token),
        "result": False,
        "opAdmin": False,
    }


def _point_x(point_json: str) -> float | None:
    try:
        point = json.loads(point_json)
        return float(point["x"])
    except (ValueError, TypeError, KeyError):
        return None


def _clicks_match(ctx: AppContext, token: str, plain: str | None, now: datetime) -> bool:
    stored = [ctx.onetime.take(f"captcha:{token}:{i}", now) for i in range(WORDS_ASKED)]
    if any(value is None for value in stored):
        raise CaptchaRefused(EXPIRED)
    try:
        clicks = [(float(p["x"]), float(p["y"])) for p in json.loads(plain or "")]
    except (ValueError, TypeError, KeyError):
        return False
    centres = [divmod(value, 1000) for value in stored if value is not None]
    return len(clicks) == len(centres) and all(
        abs(x - cx) <= CLICK_TOLERANCE and abs(y - cy) <= CLICK_TOLERANCE
        for (x, y), (cx, cy) in zip(clicks, centres, strict=True)
    )


def _slide_matches(ctx: AppContext, token: str, plain: str | None, now: datetime) -> bool:
    expected = ctx.onetime.take(f"captcha:{token}", now)
    if expected is None:
        raise CaptchaRefused(EXPIRED)
    x = _point_x(plain) if plain is not None else None
    return x is not None and abs(x - expected) <= TOLERANCE


def check(ctx: AppContext, captcha_type: str | None, token: str, point_json: str) -> dict[str, Any]:
    """Checks the slider position or the clicks; a captcha gets one try (then the client fetches a new
    one)."""
    kind = captcha_type or BLOCK_PUZZLE
    if kind not in (BLOCK_PUZZLE, CLICK_WORD):
        raise CaptchaRefused(BAD_TYPE)
    if not token:
        raise CaptchaRefused(EXPIRED)
    now = ctx.clock.now()
    key = _secret_key(ctx, token)
    plain = point_json if point_json.lstrip()[:1] in ("{", "[") else aes_decrypt(point_json, key)
    matches = _clicks_match if kind == CLICK_WORD else _slide_matches
    if not matches(ctx, token, plain, now):
        raise CaptchaRefused(WRONG)
    answer = f"{token}---{plain}"
    verification = answer if plain == point_json else aes_encrypt(answer, key)
    ctx.onetime.put(_passed_key(verification), 1, PASSED_TTL, now)
    return {"captchaType": kind, "token": token, "result": True, "opAdmin": False}


def verify(ctx: AppContext, code: str | None) -> bool:
    """True once for a `captchaVerification` of a passed check."""
    if not code:
        return False
    return ctx.onetime.take(_passed_key(code), ctx.clock.now()) is not None
