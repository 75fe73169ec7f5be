"""Clock records pushed by a face terminal: a batch is stored whole or not at all, with a report per
record. A record names its person by id or by ID number (matched through the lookup hash, never stored);
the same (person, time) sent again is reported as a duplicate and not stored twice."""

from __future__ import annotations

import base64
import binascii
import io
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Annotated, Any

from PIL import Image, UnidentifiedImageError
from pydantic import Field, field_validator
from sqlalchemy import select, tuple_
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.core.sensitive import Sensitive
from sitesafe.core.timefmt import DATETIME_FORMAT, from_local
from sitesafe.crud.model import live
from sitesafe.modules.site.attendance.models import SOURCE_DEVICE, SiteAttendance
from sitesafe.modules.site.attendance.photos import PhotoWriter
from sitesafe.modules.site.device import counters, refusals
from sitesafe.modules.site.device.auth import DeviceCall
from sitesafe.modules.site.person.models import SitePerson

MAX_RECORDS = 500
PHOTO_MAX_BYTES = 512 * 1024
PHOTO_MAX_TEXT = (PHOTO_MAX_BYTES + 2) // 3 * 4 + 64  # base64 of the largest photo, data-URL prefix
FUTURE_SLACK = timedelta(minutes=5)
MAX_EPOCH_MS = 253402300799999  # 9999-12-31 23:59:59.999: later overflows datetime


class ClockRecordIn(CamelModel):
    person_id: IdStr | None = Field(None, title="人员ID")
    id_no: Annotated[str | None, Sensitive] = Field(None, max_length=18, title="身份证号")
    # An ID number has few possible values: its hash is as good as the number.
    id_no_hash: Annotated[str | None, Sensitive] = Field(None, max_length=64, title="身份证号查询哈希")
    time: datetime = Field(title="考勤时间")
    direction: int | None = Field(None, ge=1, le=2, title="进出方向")
    photo: str | None = Field(None, max_length=PHOTO_MAX_TEXT, title="抓拍照片")

    @field_validator("time", mode="before")
    @classmethod
    def _time(cls, value: Any) -> Any:
        """`yyyy-MM-dd HH:mm:ss` in the server's zone, or epoch milliseconds; kept as naive UTC."""
        if isinstance(value, bool):
            raise ValueError("考勤时间格式不正确")
        if isinstance(value, int):
            if not 0 < value <= MAX_EPOCH_MS:
                raise ValueError("考勤时间超出范围（毫秒时间戳应在1970年至9999年之间）")
            return datetime(1970, 1, 1) + timedelta(milliseconds=value)
        if isinstance(value, str):
            try:
                return from_local(datetime.strptime(value.strip(), DATETIME_FORMAT))
            except ValueError:
                raise ValueError("考勤时间格式不正确，应为yyyy-MM-dd HH:mm:ss或毫秒时间戳") from None
        raise ValueError("考勤时间格式不正确")


class RecordsIn(CamelModel):
    records: list[ClockRecordIn] = Field(min_length=1, max_length=MAX_RECORDS, title="考勤记录")


def decode_photo(text: str) -> bytes:
    """The image bytes of a base64 photo (JPEG or PNG, at most PHOTO_MAX_BYTES); ValueError otherwise."""
    raw = text.split(",", 1)[1] if text.startswith("data:") else text
    try:
        data = base64.b64decode(raw, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("not base64") from None
    if not data or len(data) > PHOTO_MAX_BYTES:
        raise ValueError("size")
    if not (data.startswith(b"\xff\xd8\xff") or data.startswith(b"\x89PNG\r\n\x1a\n")):
        raise ValueError("type")
    try:
        with Image.open(io.BytesIO(data)) as image:
            image.verify()
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise ValueError("content") from None
    return data


def _entry(
    index: int, status: str, error: ErrorCode | None = None, days: int = 0, **extra: Any
) -> dict[str, Any]:
    item: dict[str, Any] = {"index": index, "status": status, **extra}
    if error is not None:
        item.update(code=error.code, message=error.message.format(limit="512KB", days=days))
    return item


def _people(
    db: Session, ctx: AppContext, records: Sequence[ClockRecordIn]
) -> tuple[dict[int, Any], dict[str, Any]]:
    ids = {r.person_id for r in records if r.person_id is not None}
    hashes = {r.id_no_hash for r in records if r.id_no_hash}
    hashes |= {ctx.cipher.lookup_hash(r.id_no.strip().upper()) for r in records if r.id_no}
    columns = (
        SitePerson.id,
        SitePerson.project_id,
        SitePerson.team_id,
        SitePerson.blacklisted,
        SitePerson.id_no_hash,
    )
    on = live(SitePerson)
    by_id = {p.id: p for p in db.execute(select(*columns).where(SitePerson.id.in_(ids), on))} if ids else {}
    by_hash: dict[str, Any] = {}
    if hashes:
        for p in db.execute(select(*columns).where(SitePerson.id_no_hash.in_(hashes), on)):
            # the same ID number may be on several projects: the device's own project wins (below)
            by_hash.setdefault(p.id_no_hash, []).append(p)
    return by_id, by_hash


def store_batch(ctx: AppContext, storage: Any, call: DeviceCall, body: RecordsIn) -> dict[str, Any]:
    """Stores every record of the batch or none; the per-record report, counted per outcome."""
    now = ctx.clock.now()
    # older than the terminal's offline buffer: a wrong device clock or a replay of old records
    max_age = ctx.settings.CLOCK_RECORD_MAX_AGE_DAYS
    reasons: Counter[str] = Counter()
    report: list[dict[str, Any]] = []
    wanted: list[tuple[int, dict[str, Any], bytes | None]] = []
    with ctx.db.sessionmaker() as db:
        by_id, by_hash = _people(db, ctx, body.records)
        seen: set[tuple[int, datetime]] = set()
        for index, record in enumerate(body.records):
            person = by_id.get(record.person_id) if record.person_id is not None else None
            if person is None and (record.id_no or record.id_no_hash):
                key = record.id_no_hash or ctx.cipher.lookup_hash((record.id_no or "").strip().upper())
                matches = by_hash.get(key, [])
                person = next(
                    (p for p in matches if p.project_id == call.project_id), matches[0] if matches else None
                )
            problem: tuple[str, ErrorCode] | None = None
            photo: bytes | None = None
            if person is None or person.project_id != call.project_id:
                # one answer for both: a terminal must not learn who is registered on other projects
                problem = ("unknown_person", ErrorCode.ATTENDANCE_PERSON_UNKNOWN)
            elif person.blacklisted:
                problem = ("blacklisted", ErrorCode.ATTENDANCE_PERSON_BLACKLISTED)
            elif record.time > now + FUTURE_SLACK:
                problem = ("future_time", ErrorCode.ATTENDANCE_TIME_FUTURE)
            elif record.time < now - timedelta(days=max_age):
                problem = ("too_old_time", ErrorCode.ATTENDANCE_TIME_TOO_OLD)
            elif record.photo:
                try:
                    photo = decode_photo(record.photo)
                except ValueError:
                    problem = ("bad_photo", ErrorCode.ATTENDANCE_PHOTO_INVALID)
            if problem is not None:
                reasons[problem[0]] += 1
                report.append(_entry(index, "refused", problem[1], days=max_age))
                continue
            assert person is not None
            row = {
                "id": new_id(),
                "project_id": call.project_id,
                "person_id": person.id,
                "team_id": person.team_id,
                "device_id": call.device_id,
                "direction": record.direction or call.direction or 1,
                "clock_time": record.time.replace(microsecond=0),
                "source": SOURCE_DEVICE,
                "create_time": now,
            }
            pair = (person.id, row["clock_time"])
            if pair in seen:
                report.append(_entry(index, "duplicate", personId=str(person.id)))
                continue
            seen.add(pair)
            report.append(_entry(index, "stored", personId=str(person.id)))
            wanted.append((index, row, photo))
        if reasons:
            reasons["batch_refused"] += 1
            refusals.count(ctx.db.engine, call.device_id, reasons)
            bad = sum(1 for item in report if item["status"] == "refused")
            raise AppError(ErrorCode.ATTENDANCE_BATCH_REFUSED, data=report, total=len(body.records), bad=bad)
        stored = _insert_new(db, storage, wanted, report)
    duplicates = sum(1 for item in report if item["status"] == "duplicate")
    counters.bump(ctx.db.engine, call.device_id, {"stored": stored, "duplicate": duplicates}, now)
    return {"total": len(body.records), "stored": stored, "duplicates": duplicates, "records": report}


def _insert_new(
    db: Session,
    storage: Any,
    wanted: list[tuple[int, dict[str, Any], bytes | None]],
    report: list[dict[str, Any]],
) -> int:
    """Inserts the records not stored before in one transaction (photos written first, removed again when
    it fails) and marks the others duplicates. A concurrent copy of the batch that wins the unique
    (person, time) race makes this one look again instead of failing."""
    if not wanted:
        return 0
    by_index = {item["index"]: item for item in report}
    for attempt in range(2):
        fresh = _not_stored(db, wanted, by_index)
        photos = PhotoWriter(db, storage)
        try:
            for row, photo in fresh:
                row["photo_file_id"] = photos.save(photo) if photo is not None else None
            if fresh:
                db.execute(SiteAttendance.__table__.insert(), [row for row, _ in fresh])
            db.commit()
            return len(fresh)
        except IntegrityError:
            db.rollback()
            photos.discard()
            if attempt:
                raise
        except BaseException:
            db.rollback()
            photos.discard()
            raise
    return 0


def _not_stored(
    db: Session, wanted: list[tuple[int, dict[str, Any], bytes | None]], by_index: dict[int, dict[str, Any]]
) -> list[tuple[dict[str, Any], bytes | None]]:
    pairs = [(row["person_id"], row["clock_time"]) for _, row, _ in wanted]
    pair = tuple_(SiteAttendance.person_id, SiteAttendance.clock_time)
    stmt = select(SiteAttendance.person_id, SiteAttendance.clock_time).where(pair.in_(pairs))
    existing = {(person, moment) for person, moment in db.execute(stmt)}
    fresh = []
    for index, row, photo in wanted:
        if (row["person_id"], row["clock_time"]) in existing:
            by_index[index]["status"] = "duplicate"
        else:
            fresh.append((row, photo))
    return fresh
