"""The key that signs tokens (and keys SMS code hashes and session handles).

Production takes it from `SECRET_KEY` (settings refuse to start without one). A demo installation that
sets none gets a random key of its own, made on first start and kept in `$DATA_DIR/secret_key` (mode
0600), so no two installations share a key that anyone could read in the source."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from sitesafe.core.settings import DEFAULT_SECRET_KEY, Settings

SECRET_FILE = "secret_key"
KEY_BYTES = 48


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return ""


def installation_secret(data_dir: Path) -> str:
    """The installation's key, created on first use. Several processes starting together agree: the
    key is written to a private temporary file and linked into place, and whoever links first wins."""
    path = data_dir / SECRET_FILE
    existing = _read(path)
    if existing:
        if path.stat().st_mode & 0o077:
            path.chmod(0o600)
        return existing
    data_dir.mkdir(parents=True, exist_ok=True)
    temporary = data_dir / f".{SECRET_FILE}.{os.getpid()}.{secrets.token_hex(4)}"
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(secrets.token_urlsafe(KEY_BYTES))
    try:
        os.link(temporary, path)
    except FileExistsError:
        pass
    except OSError:  # a file system without hard links: last writer wins, still a complete file
        os.replace(temporary, path)
    temporary.unlink(missing_ok=True)
    key = _read(path)
    if not key:
        raise RuntimeError(f"{path} is empty: delete it (a new key is made) or set SECRET_KEY")
    return key


def with_secret_key(settings: Settings) -> Settings:
    """`settings` with the key to use: the configured one, else (demo) the installation's."""
    if settings.SECRET_KEY and settings.SECRET_KEY != DEFAULT_SECRET_KEY:
        return settings
    return settings.model_copy(update={"SECRET_KEY": installation_secret(settings.data_dir)})
