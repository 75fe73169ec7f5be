"""What people resources do beyond CRUD: reveal an ID number (logged), blacklist, the face photo
(upload and serve) and issuing people to the face terminals. Each reads or writes through the resource's
service, so kind, project and permission checks are the CRUD ones."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.models.oplog import SysOpLog
from sitesafe.core.useragent import client_info
from sitesafe.crud import transfer
from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.site.person import face, identity, lookups
from sitesafe.modules.site.person.identity import masked_id
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.site.person.resources import IMPORT_TEAM, TEAM_PERSON
from sitesafe.modules.site.person.schemas import RevealOut
from sitesafe.modules.site.person.service import PeopleService
from sitesafe.modules.system.file.storage import FileStorage

OP_TYPE_DETAIL = 6  # dictionary op_type: 详情


def reveal_id(service: PeopleService, act: Act, person_id: int) -> RevealOut:
    """The full ID number, with an operation-log row naming whose number was shown (the number itself
    is never logged)."""
    row = service.readable(act, person_id)
    plain = act.ctx.cipher.decrypt(row.id_no_enc)
    title = service.resource.title
    client = client_info(act.request)
    act.db.add(
        SysOpLog(
            name=f"查看{title}证件号：{row.name}"[:100],
            op_type=OP_TYPE_DETAIL,
            success="Y",
            message="成功",
            ip=client.ip,
            location="-",
            browser=client.browser,
            os=client.os,
            url=act.request.url.path,
            class_name=__name__,
            method_name="reveal_id",
            req_method=act.request.method,
            param=json.dumps(
                {
                    "id": str(row.id),
                    "name": row.name,
                    "projectId": str(row.project_id),
                    "idNo": masked_id(row.id_no_tail),
                },
                ensure_ascii=False,
            ),
            result=f"已向{act.user.account}显示{row.name}的完整证件号",
            op_time=act.ctx.clock.now(),
            account=act.user.account,
        )
    )
    act.commit()
    return RevealOut(id=row.id, name=row.name, id_no=plain)


def blacklist(service: PeopleService, act: Act, person_id: int, reason: str) -> None:
    """拉黑: the person stays on record, is taken off the face terminals, and their ID number cannot be
    registered in the project again."""
    row = service.writable(act, person_id, "blacklist")
    if row.blacklisted:
        raise AppError(ErrorCode.PERSON_BLACKLIST_STATE, reason="该人员已在黑名单中")
    row.blacklisted, row.blacklist_reason, row.blacklist_time = True, reason, act.ctx.clock.now()
    row.issued_time = None
    row.version = (row.version or 0) + 1
    act.commit()


def unblacklist(service: PeopleService, act: Act, person_id: int) -> None:
    row = service.writable(act, person_id, "unblacklist")
    if not row.blacklisted:
        raise AppError(ErrorCode.PERSON_BLACKLIST_STATE, reason="该人员不在黑名单中")
    row.blacklisted, row.blacklist_reason, row.blacklist_time = False, None, None
    row.version = (row.version or 0) + 1
    act.commit()


def upload_face(service: PeopleService, act: Act, storage: FileStorage, person_id: int, data: bytes) -> None:
    row = service.writable(act, person_id, "picture")
    change = face.store_face(act.db, storage, row, data)
    row.version = (row.version or 0) + 1
    try:
        act.commit()
    except BaseException:
        act.db.rollback()
        change.abandoned()
        raise
    change.committed()


def face_stream(service: PeopleService, act: Act, storage: FileStorage, person_id: int) -> Iterator[bytes]:
    """The photo of a person of the caller's projects (of the chosen project, when one is chosen)."""
    row = service.readable(act, person_id)
    return face.open_face(act.db, storage, row)


def issue(service: PeopleService, act: Act, ids: Sequence[int]) -> int:
    """下发: marks the people for the face terminals (the device API serves what was issued). Everyone
    must have a photo and not be blacklisted; otherwise nothing is issued."""
    rows = service.repo.get_many(act.db, ids)
    for row in rows:
        service.check_writable(act, row, "issue")
    no_face = [r.name for r in rows if r.face_file_id is None]
    if no_face:
        raise AppError(ErrorCode.PERSON_ISSUE_REFUSED, reason=f"{'、'.join(no_face[:10])}没有人脸照片")
    banned = [r.name for r in rows if r.blacklisted]
    if banned:
        raise AppError(ErrorCode.PERSON_ISSUE_REFUSED, reason=f"{'、'.join(banned[:10])}已被拉黑")
    now = act.ctx.clock.now()
    for row in rows:
        row.issued_time = now
    act.commit()
    return len(rows)


def issued_people(db: Session, project_id: int) -> list[SitePerson]:
    """The project's people currently issued to its face terminals (for the device API)."""
    stmt = select(SitePerson).where(
        SitePerson.project_id == project_id,
        live(SitePerson),
        SitePerson.issued_time.is_not(None),
        SitePerson.blacklisted.is_(False),
    )
    return list(db.execute(stmt.order_by(SitePerson.id)).scalars())


def import_team(
    service: PeopleService, act: Act, team_id: int, header: list[Any], rows: list[list[Any]]
) -> int:
    """导入班组人员: the rows of a parsed workbook into a team of the chosen project; a row repeating
    an earlier row's ID number is reported, not imported."""
    if lookups.in_project(act.db, SiteTeam, team_id, act.project_id) is None:
        raise AppError(ErrorCode.PERSON_REF_INVALID, what="班组")
    parsed = transfer.parse_import(TEAM_PERSON, header, rows)
    first: dict[str, int] = {}
    kept = []
    for number, item in parsed.items:
        key = identity.id_hash(act.ctx.cipher, item.id_no)  # type: ignore[attr-defined]
        if key in first:
            message = f"与第{first[key]}行的身份证号重复"
            parsed.report.append({"row": number, "field": "身份证号", "message": message})
        else:
            first[key] = number
            kept.append((number, item))
    parsed.items = kept
    act.memo[IMPORT_TEAM] = team_id
    return transfer.run_import(service, act, parsed)
