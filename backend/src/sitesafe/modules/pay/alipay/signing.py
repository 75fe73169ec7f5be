"""Alipay's RSA2 signatures (SHA256withRSA, PKCS#1 v1.5, base64) and the local provider's key pair.

What is signed: the parameters sorted by name and joined as `k=v&k=v`, without `sign` and empty values;
a request keeps `sign_type` in the signed text, an asynchronous notify leaves it out (Alipay's rules)."""

from __future__ import annotations

import base64
import binascii
import os
import secrets
from collections.abc import Mapping
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa

LOCAL_KEY_FILE = "alipay_local_key.pem"
KEY_BITS = 2048


def signed_text(params: Mapping[str, str], *, notify: bool) -> str:
    left_out = {"sign", "sign_type"} if notify else {"sign"}
    items = sorted((k, v) for k, v in params.items() if k not in left_out and v not in ("", None))
    return "&".join(f"{k}={v}" for k, v in items)


def sign(private_key: rsa.RSAPrivateKey, text: str) -> str:
    signature = private_key.sign(text.encode(), padding.PKCS1v15(), hashes.SHA256())
    return base64.b64encode(signature).decode()


def verify(public_key: rsa.RSAPublicKey, text: str, signature: str) -> bool:
    try:
        raw = base64.b64decode(signature.encode(), validate=False)
        public_key.verify(raw, text.encode(), padding.PKCS1v15(), hashes.SHA256())
    except (InvalidSignature, binascii.Error, ValueError):
        return False
    return True


def _der(text: str) -> bytes | None:
    """The DER bytes of a bare base64 key (as Alipay's key tool prints them), or None for PEM text."""
    stripped = text.strip()
    if stripped.startswith("-----BEGIN"):
        return None
    return base64.b64decode("".join(stripped.split()))


def load_private_key(text: str) -> rsa.RSAPrivateKey:
    """An RSA private key from PEM (PKCS#1 or PKCS#8) or bare base64 DER; ValueError otherwise."""
    der = _der(text)
    key = (
        serialization.load_der_private_key(der, None)
        if der is not None
        else serialization.load_pem_private_key(text.strip().encode(), None)
    )
    if not isinstance(key, rsa.RSAPrivateKey):
        raise ValueError("not an RSA private key")
    return key


def load_public_key(text: str) -> rsa.RSAPublicKey:
    der = _der(text)
    key = (
        serialization.load_der_public_key(der)
        if der is not None
        else serialization.load_pem_public_key(text.strip().encode())
    )
    if not isinstance(key, rsa.RSAPublicKey):
        raise ValueError("not an RSA public key")
    return key


def private_pem(key: rsa.RSAPrivateKey) -> str:
    encoding, fmt = serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8
    return key.private_bytes(encoding, fmt, serialization.NoEncryption()).decode()


def public_pem(key: rsa.RSAPublicKey) -> str:
    fmt = serialization.PublicFormat.SubjectPublicKeyInfo
    return key.public_bytes(serialization.Encoding.PEM, fmt).decode()


def local_private_key(data_dir: Path) -> rsa.RSAPrivateKey:
    """The local provider's key, made on first use and kept in `$DATA_DIR/alipay_local_key.pem` (0600).
    Processes starting together agree: the first to link its file into place wins."""
    path = data_dir / LOCAL_KEY_FILE
    if not path.exists():
        data_dir.mkdir(parents=True, exist_ok=True)
        temporary = data_dir / f".{LOCAL_KEY_FILE}.{os.getpid()}.{secrets.token_hex(4)}"
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(private_pem(rsa.generate_private_key(public_exponent=65537, key_size=KEY_BITS)))
        try:
            os.link(temporary, path)
        except FileExistsError:
            pass
        except OSError:  # no hard links on this file system: the last complete file wins
            os.replace(temporary, path)
        temporary.unlink(missing_ok=True)
    elif path.stat().st_mode & 0o077:
        path.chmod(0o600)
    return load_private_key(path.read_text(encoding="utf-8"))
