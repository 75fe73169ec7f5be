"""The driver of a crane or lift reading sent as `driverIdHash` (docs/device-protocol.md §5): HMAC-SHA256 of
the ID number (trimmed, upper case) keyed with the device's own key, in hex. A device computes it with the
key it signs with; whoever reads the message (a broker, a wire) learns nothing to look up, and the same
driver hashes differently on each device. The platform keeps every device's key, so it computes the same
hash for each person of the device's project (ID numbers decrypted) once, and keeps that index a while:
rebuilt when older than INDEX_SECONDS, or after REBUILD_AFTER_MISS when a hash is not found (a person just
added), or at once when the device's key was reset."""

from __future__ import annotations

import hashlib
import hmac
import threading
import time

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.crud.model import live
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.person.models import SitePerson

INDEX_SECONDS = 300.0
REBUILD_AFTER_MISS = 10.0
MAX_INDEXES = 10_000


def driver_hash(key: str, id_no: str) -> str:
    """What a device sends as `driverIdHash` for this ID number."""
    return hmac.new(key.encode(), id_no.strip().upper().encode(), hashlib.sha256).hexdigest()


class DriverIndex:
    """Per device: its key (encrypted form, to notice a reset), when built, hash -> person id."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: dict[int, tuple[str, float, dict[str, int]]] = {}

    def find(
        self, db: Session, ctx: AppContext, device_id: int, project_id: int, hashes: set[str]
    ) -> dict[str, int]:
        secret = db.execute(
            select(SiteDevice.secret_enc).where(SiteDevice.id == device_id)
        ).scalar_one_or_none()
        if secret is None:
            return {}
        now = time.monotonic()
        with self._lock:
            hit = self._items.get(device_id)
        fresh = hit is not None and hit[0] == secret and now - hit[1] < INDEX_SECONDS
        if fresh and hit is not None and (hashes <= hit[2].keys() or now - hit[1] < REBUILD_AFTER_MISS):
            return hit[2]
        key = ctx.cipher.decrypt(secret)
        people = db.execute(
            select(SitePerson.id, SitePerson.id_no_enc).where(
                SitePerson.project_id == project_id, live(SitePerson)
            )
        )
        index = {driver_hash(key, ctx.cipher.decrypt(enc)): person for person, enc in people}
        with self._lock:
            if len(self._items) >= MAX_INDEXES:
                self._items.clear()
            self._items[device_id] = (secret, now, index)
        return index


# one per process: what it holds is derived from the database and checked against the device's key
INDEX = DriverIndex()
