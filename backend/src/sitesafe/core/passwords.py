"""Password hashing with argon2id, at OWASP's recommended cost (19 MiB, 2 passes, 1 lane).

argon2-cffi's own default (64 MiB, 3 passes, 4 lanes) is several times slower per sign-in, which a
login burst on a small server pays in full; hashes made with other parameters still verify and are
upgraded on the next successful sign-in (`needs_rehash`)."""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)
# A hash to verify against when the account does not exist, so both paths cost the same.
_DUMMY_HASH = _hasher.hash("sitesafe-no-such-account")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password: str, hashed: str | None) -> bool:
    try:
        return _hasher.verify(hashed or _DUMMY_HASH, password) and hashed is not None
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(hashed: str) -> bool:
    try:
        return _hasher.check_needs_rehash(hashed)
    except InvalidHashError:
        return True
