"""Field encryption for personal data and stored credentials (ID numbers, bank accounts, device keys,
platform secrets): AES-256-GCM with a random nonce, plus a keyed lookup hash so an encrypted column can
still be searched for equality and kept unique. Both keys derive from `DATA_KEY` (or, when it is empty,
from `SECRET_KEY`) through HKDF with distinct labels, so neither key reveals the other."""

from __future__ import annotations

import base64
import hashlib
import hmac
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

PREFIX = "v1."
NONCE_BYTES = 12


def _derive(material: bytes, label: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=b"sitesafe", info=label).derive(material)


class FieldCipher:
    """Encrypts short texts to `v1.<base64(nonce|ciphertext)>` and hashes them for lookups."""

    def __init__(self, key_material: str) -> None:
        if not key_material:
            raise ValueError("FieldCipher needs key material")
        raw = key_material.encode()
        self._aead = AESGCM(_derive(raw, b"field-encryption"))
        self._hash_key = _derive(raw, b"field-lookup-hash")

    def encrypt(self, plain: str) -> str:
        nonce = os.urandom(NONCE_BYTES)
        sealed = self._aead.encrypt(nonce, plain.encode(), None)
        return PREFIX + base64.urlsafe_b64encode(nonce + sealed).decode()

    def decrypt(self, token: str) -> str:
        """The plain text; raises ValueError for a value not sealed by this key."""
        if not token.startswith(PREFIX):
            raise ValueError("not an encrypted field")
        try:
            blob = base64.urlsafe_b64decode(token[len(PREFIX) :].encode())
            return self._aead.decrypt(blob[:NONCE_BYTES], blob[NONCE_BYTES:], None).decode()
        except (InvalidTag, ValueError) as exc:
            raise ValueError("encrypted field does not open with this key") from exc

    def lookup_hash(self, plain: str) -> str:
        """A keyed hash (hex, 64 chars) of the value as given; callers normalise first (upper case, trim)."""
        return hmac.new(self._hash_key, plain.encode(), hashlib.sha256).hexdigest()


def mask_tail(tail: str, total: int = 18) -> str:
    """`**************123X`: only the last characters of an identifier are shown."""
    return "*" * max(total - len(tail), 0) + tail
