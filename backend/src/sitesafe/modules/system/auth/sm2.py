"""SM2-encrypted sign-in passwords of the stock Snowy 1.8 web client.

It encrypts with sm-crypto's `doEncrypt(password, publicKey, 1)`: C1C3C2 order, hex, and C1 without the
leading `04` point marker that gmalg expects (so it is added back). gmalg checks that C1 lies on the curve
and that C3 matches, so a forged or damaged ciphertext fails instead of opening to garbage."""

from __future__ import annotations

import re

import gmalg

_HEX = re.compile(r"^[0-9a-fA-F]+$")
# C1 (64 bytes) + C3 (32 bytes) + at least one byte of C2, as hex.
MIN_CIPHER_HEX = (64 + 32 + 1) * 2
PASSWORD_MAX = 128  # characters of a plain password
MAX_PASSWORD_BYTES = PASSWORD_MAX * 4  # its UTF-8 bytes at most
MAX_CIPHER_HEX = (1 + 64 + 32 + MAX_PASSWORD_BYTES) * 2  # with the 04 marker


def looks_encrypted(value: str) -> bool:
    """Long hex: what no plain password of at most PASSWORD_MAX characters can be."""
    return MIN_CIPHER_HEX <= len(value) <= MAX_CIPHER_HEX and len(value) % 2 == 0 and bool(_HEX.match(value))


def decrypt_password(private_key_hex: str, cipher_hex: str) -> str | None:
    """The plain password, or None when `cipher_hex` does not open with the key."""
    if not looks_encrypted(cipher_hex):
        return None
    try:
        sm2 = gmalg.SM2(sk=bytes.fromhex(private_key_hex.strip()))
        raw = bytes.fromhex(cipher_hex)
    except ValueError:
        return None
    # sm-crypto leaves the 04 marker out; other clients keep it.
    candidates = [b"\x04" + raw] + ([raw] if raw[:1] == b"\x04" else [])
    for candidate in candidates:
        try:
            plain: bytes = sm2.decrypt(candidate)
        except (gmalg.errors.GMError, ValueError, IndexError):
            continue
        if len(plain) > MAX_PASSWORD_BYTES:
            return None
        try:
            return plain.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return None
