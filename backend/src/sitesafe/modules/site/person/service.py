"""人员 (staff, kind 1), 工人 (workers, kind 2) and 班组人员 (a team's workers): one service over
`site_person` per resource, differing in the kind they serve and whether a team is required.

Rules kept here: a valid ID number (gender and birth date derived from it), sealed with the field cipher
and unique among the project's alive records (the same person may be in two projects); an ID number the
project blacklisted is refused, even after the record was deleted; workers' ages within the project's
limits; the enterprise, team and dictionary values exist in the project; the team leader flag follows
the team."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select, update

from sitesafe.core.cnid import IdentifierError, parse_id_number
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.repository import Repository
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person import identity, lookups
from sitesafe.modules.site.person.models import (
    KIND_WORKER,
    PersonCert,
    PersonEducation,
    SiteDriver,
    SitePerson,
    SiteTeam,
)
from sitesafe.modules.site.person.schemas import PersonOut
from sitesafe.modules.site.team.service import sync_leader_flags

PEOPLE_FILTERS = (
    Eq("phone"),
    Eq("enterprise_id"),
    Eq("team_id"),
    Eq("work_type"),
    Eq("post"),
    Eq("blacklisted"),
)


class KindRepository(Repository):
    """Rows of one kind only: a staff id read through /worker answers "not found", and vice versa."""

    def __init__(self, resource: Resource, kind: int) -> None:
        super().__init__(resource)
        self.kind = kind

    def get(self, db: Any, row_id: int, *, with_deleted: bool = False) -> Any | None:
        row = super().get(db, row_id, with_deleted=with_deleted)
        return row if row is not None and row.kind == self.kind else None

    def get_many(self, db: Any, ids: Sequence[int]) -> list[Any]:
        rows = super().get_many(db, ids)
        if any(r.kind != self.kind for r in rows):
            raise AppError(self.resource.not_found)
        return rows


class PeopleService(CrudService):
    def __init__(self, resource: Resource, kind: int) -> None:
        super().__init__(resource)
        self.kind = kind
        self.repo = KindRepository(resource, kind)

    # ----- reading -----------------------------------------------------------------------------

    def fixed_conditions(self, act: Act) -> list[Condition]:
        return [SitePerson.kind == self.kind]

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Condition]:
        found = super().conditions(act, query, listing=listing)
        name = (getattr(query, "name", None) or "").strip()
        if name:
            found += name_prefix(act, name)
        id_no = (getattr(query, "id_no", None) or "").strip()
        if id_no:
            try:
                value = parse_id_number(id_no).value
            except IdentifierError as exc:
                raise AppError(ErrorCode.PARAM_ERROR, message=str(exc)) from None
            found.append(SitePerson.id_no_hash == identity.id_hash(act.ctx.cipher, value))
        on_site = getattr(query, "on_site", None)
        if on_site is not None:
            found.append(SitePerson.exit_date.is_(None) if on_site else SitePerson.exit_date.is_not(None))
        return found

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return people_out(act, [row[0] for row in rows])

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return people_out(act, [row])[0]

    # ----- writing -----------------------------------------------------------------------------

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        row.kind = self.kind
        self._take_id(act, body.id_no, row)
        self._take_account(act, body, row)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        act.memo["old_team"] = row.team_id
        given = body.id_no if "id_no" in body.model_fields_set else None
        if (
            given
            and not identity.is_masked(given)
            and identity.id_hash(act.ctx.cipher, given) != row.id_no_hash
        ):
            self._take_id(act, given, row)
        self._take_account(act, body, row)

    def _take_id(self, act: Act, value: str, row: Any) -> None:
        sealed = identity.seal_id(act.ctx.cipher, value)
        if self.kind == KIND_WORKER:
            rules = lookups.project_rules(act.db, [row.project_id])[row.project_id]
            age = identity.age_on(sealed.birth_date, lookups.today(act.ctx))
            if not rules.min_age <= age <= rules.max_age:
                error = ErrorCode.PERSON_AGE_OUT
                message = error.message.format(age=age, low=rules.min_age, high=rules.max_age)
                raise FieldError(error, "id_no", message)
        row.id_no_enc, row.id_no_hash, row.id_no_tail = sealed.enc, sealed.hash, sealed.tail
        row.gender, row.birth_date = sealed.gender, sealed.birth_date

    def _take_account(self, act: Act, body: Any, row: Any) -> None:
        if "bank_account" not in body.model_fields_set or identity.is_masked(body.bank_account):
            return
        account = body.bank_account
        row.bank_account_enc = act.ctx.cipher.encrypt(account) if account else None

    def check(self, act: Act, row: Any, action: str) -> None:
        # The row's new ID number must not reach the unique index before it is checked here.
        with act.db.no_autoflush:
            self._check(act, row)

    def _check(self, act: Act, row: Any) -> None:
        db, project = act.db, row.project_id
        team = lookups.require_team(db, row.team_id, project)
        if row.enterprise_id is None and team is not None:
            row.enterprise_id = team.enterprise_id
        lookups.require_enterprise(db, row.enterprise_id, project)
        lookups.require_dict(db, "work_type", row.work_type, "work_type", "工种")
        if row.is_leader and row.team_id is None:
            raise FieldError(ErrorCode.TEAM_LEADER_INVALID, "is_leader", "请先选择班组，再设为班组长")
        self._check_id_free(act, row)

    def _check_id_free(self, act: Act, row: Any) -> None:
        same = [SitePerson.project_id == row.project_id, SitePerson.id_no_hash == row.id_no_hash]
        banned = select(SitePerson.id).where(*same, SitePerson.blacklisted.is_(True), SitePerson.id != row.id)
        if act.db.execute(banned.limit(1)).first() is not None:
            raise FieldError(ErrorCode.PERSON_BLACKLISTED, "id_no")
        alive = select(SitePerson.id).where(*same, live(SitePerson), SitePerson.id != row.id)
        if act.db.execute(alive.limit(1)).first() is not None:
            raise FieldError(ErrorCode.PERSON_ID_REPEAT, "id_no")

    def after_add(self, act: Act, body: Any, row: Any) -> None:
        self._sync_leader(act, row, None)

    def after_edit(self, act: Act, body: Any, row: Any) -> None:
        self._sync_leader(act, row, act.memo.get("old_team"))

    def _sync_leader(self, act: Act, row: Any, old_team: int | None) -> None:
        """The team's leader follows the person's flag; leaving a team leaves its leadership."""
        if old_team is not None and old_team != row.team_id:
            act.db.execute(
                update(SiteTeam)
                .where(SiteTeam.id == old_team, SiteTeam.leader_id == row.id)
                .values(leader_id=None)
            )
        team = act.db.get(SiteTeam, row.team_id) if row.team_id is not None else None
        if team is None:
            return
        if row.is_leader and team.leader_id != row.id:
            team.leader_id = row.id
            act.db.flush()
            sync_leader_flags(act, team)  # the former leader is one no more
        elif not row.is_leader and team.leader_id == row.id:
            team.leader_id = None

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        drivers = select(SiteDriver.id).where(SiteDriver.person_id.in_(ids), live(SiteDriver))
        if act.db.execute(drivers.limit(1)).first() is not None:
            raise AppError(ErrorCode.PARAM_ERROR, message="该人员已登记为塔吊或升降机司机，请先删除司机记录")

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.db.execute(update(SiteTeam).where(SiteTeam.leader_id.in_(ids)).values(leader_id=None))
        for model in (PersonCert, PersonEducation):
            act.db.execute(
                update(model).where(model.person_id.in_(ids)).values(status=STATUS_DELETED),
                execution_options={"synchronize_session": False},
            )


def name_prefix(act: Act, prefix: str) -> list[Condition]:
    """Names starting with `prefix`. SQLite compares text by code point, so a range on the (project,
    kind, name) index finds them without a scan; LIKE alone keeps the answer right everywhere else."""
    conditions = [SitePerson.name.startswith(prefix, autoescape=True)]
    if act.db.get_bind().dialect.name == "sqlite":
        following = prefix[:-1] + chr(min(ord(prefix[-1]) + 1, 0x10FFFF))
        conditions += [SitePerson.name >= prefix, SitePerson.name < following]
    return conditions


def people_out(act: Act, people: Sequence[SitePerson]) -> list[BaseModel]:
    """Rows as answered: identifiers masked, names of enterprise, team and work type looked up once."""
    db, cipher = act.db, act.ctx.cipher
    enterprises = lookups.names(db, ProjectEnterprise, (p.enterprise_id for p in people))
    teams = lookups.names(db, SiteTeam, (p.team_id for p in people))
    work_types = lookups.dict_labels(db, "work_type") if any(p.work_type for p in people) else {}
    day = lookups.today(act.ctx)
    out: list[BaseModel] = []
    for p in people:
        columns = {c.key: getattr(p, c.key) for c in SitePerson.__table__.c}
        out.append(
            PersonOut.model_validate(
                {
                    **columns,
                    "id_no": identity.masked_id(p.id_no_tail),
                    "age": identity.age_on(p.birth_date, day),
                    "enterprise_name": enterprises.get(p.enterprise_id or 0),
                    "team_name": teams.get(p.team_id or 0),
                    "work_type_name": work_types.get(p.work_type or ""),
                    "has_face": p.face_file_id is not None,
                    "bank_account": identity.masked_account(cipher, p.bank_account_enc),
                }
            )
        )
    return out
