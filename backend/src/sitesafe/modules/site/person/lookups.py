"""Reads the people resources share: dictionary labels, project settings, names of related rows (one
query per kind of row, never one per row) and the check that a referenced row is in the same project."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.core.errors import ErrorCode
from sitesafe.core.timefmt import to_local
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.service import FieldError
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.site.project.models import ProjectSetting
from sitesafe.modules.system.dict.models import SysDictData, SysDictType

DEFAULT_MIN_AGE, DEFAULT_MAX_AGE, DEFAULT_WARN_DAYS = 18, 60, 30


def today(ctx: AppContext) -> date:
    """Today in the configured time zone (dates of certificates and birthdays are local)."""
    return to_local(ctx.clock.now()).date()


def _per_request(db: Session, key: str) -> dict[Any, Any]:
    """A cache living as long as the session (one request, one job run): an import of thousands of
    rows reads the dictionaries and the project's rules once."""
    cache: dict[Any, Any] = db.info.setdefault(f"site.{key}", {})
    return cache


def dict_labels(db: Session, type_code: str) -> dict[str, str]:
    """Codes -> labels of a dictionary's live values."""
    cache = _per_request(db, "dict_labels")
    if type_code not in cache:
        cache[type_code] = _load_labels(db, type_code)
    labels: dict[str, str] = cache[type_code]
    return labels


def _load_labels(db: Session, type_code: str) -> dict[str, str]:
    stmt = (
        select(SysDictData.code, SysDictData.value)
        .join(SysDictType, SysDictType.id == SysDictData.type_id)
        .where(
            SysDictType.code == type_code,
            live(SysDictType),
            live(SysDictData),
        )
        .order_by(SysDictData.sort, SysDictData.id)
    )
    return {code: label for code, label in db.execute(stmt)}


def require_dict(db: Session, type_code: str, value: str | None, field: str, what: str) -> None:
    if value is not None and value not in dict_labels(db, type_code):
        raise FieldError(
            ErrorCode.PERSON_DICT_INVALID, field, ErrorCode.PERSON_DICT_INVALID.message.format(what=what)
        )


@dataclass(frozen=True)
class Rules:
    min_age: int = DEFAULT_MIN_AGE
    max_age: int = DEFAULT_MAX_AGE
    warn_days: int = DEFAULT_WARN_DAYS


def project_rules(db: Session, project_ids: Iterable[int]) -> dict[int, Rules]:
    """The site rules (项目设置) of each project; the defaults where a project has no settings row."""
    cache = _per_request(db, "project_rules")
    ids = set(project_ids)
    missing = [pid for pid in ids if pid not in cache]
    if missing:
        cache.update({pid: Rules() for pid in missing})
        stmt = select(ProjectSetting).where(ProjectSetting.project_id.in_(missing))
        for s in db.execute(stmt).scalars():
            cache[s.project_id] = Rules(s.min_worker_age, s.max_worker_age, s.cert_warn_days)
    return {pid: cache[pid] for pid in ids}


def names(db: Session, model: Any, ids: Iterable[int | None]) -> dict[int, str]:
    """id -> name of the rows (teams, enterprises, people) among `ids`."""
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    return {
        row_id: name for row_id, name in db.execute(select(model.id, model.name).where(model.id.in_(wanted)))
    }


def in_project(db: Session, model: Any, row_id: int, project_id: int) -> Any | None:
    row = db.get(model, row_id)
    if row is None or row.status == STATUS_DELETED or row.project_id != project_id:
        return None
    return row


def require_in_project(
    db: Session, model: Any, row_id: int | None, project_id: int, field: str, what: str
) -> Any:
    """The live row of the same project (None when `row_id` is None); refuses any other."""
    if row_id is None:
        return None
    row = in_project(db, model, row_id, project_id)
    if row is None:
        raise FieldError(
            ErrorCode.PERSON_REF_INVALID, field, ErrorCode.PERSON_REF_INVALID.message.format(what=what)
        )
    return row


def require_enterprise(db: Session, enterprise_id: int | None, project_id: int) -> ProjectEnterprise | None:
    found: ProjectEnterprise | None = require_in_project(
        db, ProjectEnterprise, enterprise_id, project_id, "enterprise_id", "所属单位"
    )
    return found


def require_team(db: Session, team_id: int | None, project_id: int) -> SiteTeam | None:
    found: SiteTeam | None = require_in_project(db, SiteTeam, team_id, project_id, "team_id", "班组")
    return found


def require_person(db: Session, person_id: int, project_id: int, kind: int | None = None) -> SitePerson:
    row: SitePerson | None = in_project(db, SitePerson, person_id, project_id)
    if row is None or (kind is not None and row.kind != kind):
        what = "工人" if kind == 2 else "人员"
        raise FieldError(
            ErrorCode.PERSON_REF_INVALID, "person_id", ErrorCode.PERSON_REF_INVALID.message.format(what=what)
        )
    return row
