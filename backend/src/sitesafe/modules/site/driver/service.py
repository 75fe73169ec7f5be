"""塔吊司机 (`craneDriver`, kind 1) and 升降机司机 (`liftDriver`, kind 2): a worker of the project with an
operator certificate; one record per worker and kind; certificates within the project's warning days
(项目设置, default 30) or past their date are "expiring"."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import and_, false, or_, select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.driver.schemas import (
    CERT_EXPIRED,
    CERT_EXPIRING,
    CERT_VALID,
    DriverAdd,
    DriverEdit,
    DriverOut,
    DriverQuery,
)
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person import identity, lookups
from sitesafe.modules.site.person.models import (
    DRIVER_CRANE,
    DRIVER_LIFT,
    KIND_WORKER,
    SiteDriver,
    SitePerson,
    SiteTeam,
)
from sitesafe.modules.site.person.service import KindRepository
from sitesafe.modules.site.project.models import ProjectMember

KIND_TITLES = {DRIVER_CRANE: "塔吊司机", DRIVER_LIFT: "升降机司机"}
CERT_STATES = {CERT_VALID: "有效", CERT_EXPIRING: "即将到期", CERT_EXPIRED: "已过期"}


def expiring_condition(rules: dict[int, lookups.Rules], day: date) -> Condition:
    """Certificates of these projects due within each project's warning days (or already past)."""
    by_days: dict[int, list[int]] = {}
    for project_id, r in rules.items():
        by_days.setdefault(r.warn_days, []).append(project_id)
    parts = [
        and_(SiteDriver.project_id.in_(ids), SiteDriver.valid_until <= day + timedelta(days=days))
        for days, ids in by_days.items()
    ]
    return or_(*parts) if parts else false()


def _resource(kind: int, name: str, not_found: ErrorCode) -> Resource:
    title = KIND_TITLES[kind]
    return Resource(
        name=name,
        title=title,
        model=SiteDriver,
        out=DriverOut,
        add=DriverAdd,
        edit=DriverEdit,
        not_found=not_found,
        query=DriverQuery,
        filters=(Like("cert_no"), Eq("device_id")),
        sortable={"validUntil": "valid_until", "createTime": "create_time"},
        default_order=("-id",),
        actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
        export_columns=(
            ExcelColumn("姓名", "person_name", 12),
            ExcelColumn("身份证号", "id_no", 22),
            ExcelColumn("手机号", "phone", 14),
            ExcelColumn("所属单位", "enterprise_name", 26),
            ExcelColumn("证书编号", "cert_no", 22),
            ExcelColumn("操作类别", "cert_category", 16),
            ExcelColumn("发证机关", "authority", 22),
            ExcelColumn("有效期至", "valid_until", 12),
            ExcelColumn("证书状态", "cert_state", 10, lambda v: CERT_STATES.get(v, "")),
            ExcelColumn("绑定设备", "device_name", 16),
        ),
        tags=(title,),
    )


class DriverService(CrudService):
    def __init__(self, resource: Resource, kind: int) -> None:
        super().__init__(resource)
        self.kind = kind
        self.repo = KindRepository(resource, kind)

    def fixed_conditions(self, act: Act) -> list[Condition]:
        return [SiteDriver.kind == self.kind]

    def visible_projects(self, act: Act) -> list[int]:
        if act.project_id is not None:
            return [act.project_id]
        if act.user.is_super:
            stmt = select(SiteDriver.project_id).where(SiteDriver.kind == self.kind).distinct()
        else:
            stmt = select(ProjectMember.project_id).where(ProjectMember.user_id == act.user.user_id)
        return list(act.db.execute(stmt).scalars())

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Condition]:
        found = super().conditions(act, query, listing=listing)
        name = (getattr(query, "name", None) or "").strip()
        if name:
            people = select(SitePerson.id).where(SitePerson.name.startswith(name, autoescape=True))
            found.append(SiteDriver.person_id.in_(people))
        expiring = getattr(query, "expiring", None)
        if expiring is not None:
            rules = lookups.project_rules(act.db, self.visible_projects(act))
            due = expiring_condition(rules, lookups.today(act.ctx))
            found.append(due if expiring else ~due)
        return found

    def expiring(self, act: Act) -> list[BaseModel]:
        """The certificates due within the warning days or past them, soonest first."""
        rules = lookups.project_rules(act.db, self.visible_projects(act))
        conditions = [
            *self.repo.live(),
            *self.fixed_conditions(act),
            *self.project_conditions(act),
            expiring_condition(rules, lookups.today(act.ctx)),
        ]
        stmt = select(SiteDriver).where(*conditions).order_by(SiteDriver.valid_until, SiteDriver.id)
        return self.to_out(act, act.db.execute(stmt.limit(1000)).all())

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return drivers_out(act, [row[0] for row in rows])

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return drivers_out(act, [row])[0]

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        row.kind = self.kind

    def check(self, act: Act, row: Any, action: str) -> None:
        lookups.require_person(act.db, row.person_id, row.project_id, KIND_WORKER)
        if row.device_id is not None:
            lookups.require_in_project(act.db, SiteDevice, row.device_id, row.project_id, "device_id", "设备")
        same = select(SiteDriver.id).where(
            SiteDriver.project_id == row.project_id,
            SiteDriver.kind == self.kind,
            SiteDriver.person_id == row.person_id,
            live(SiteDriver),
            SiteDriver.id != row.id,
        )
        if act.db.execute(same.limit(1)).first() is not None:
            message = ErrorCode.DRIVER_REPEAT.message.format(kind=KIND_TITLES[self.kind])
            raise FieldError(ErrorCode.DRIVER_REPEAT, "person_id", message)


def drivers_out(act: Act, drivers: Sequence[SiteDriver]) -> list[BaseModel]:
    db = act.db
    people = _by_id(db, SitePerson, (d.person_id for d in drivers))
    teams = lookups.names(db, SiteTeam, (p.team_id for p in people.values()))
    enterprises = lookups.names(db, ProjectEnterprise, (p.enterprise_id for p in people.values()))
    devices = lookups.names(db, SiteDevice, (d.device_id for d in drivers))
    rules = lookups.project_rules(db, (d.project_id for d in drivers))
    day = lookups.today(act.ctx)
    out: list[BaseModel] = []
    for d in drivers:
        person = people.get(d.person_id)
        left = (d.valid_until - day).days
        state = (
            CERT_EXPIRED
            if left < 0
            else CERT_EXPIRING
            if left <= rules[d.project_id].warn_days
            else CERT_VALID
        )
        columns = {c.key: getattr(d, c.key) for c in SiteDriver.__table__.c}
        extra: dict[str, Any] = {
            "days_left": left,
            "cert_state": state,
            "device_name": devices.get(d.device_id or 0),
        }
        if person is not None:
            extra |= {
                "person_name": person.name,
                "id_no": identity.masked_id(person.id_no_tail),
                "phone": person.phone,
                "team_name": teams.get(person.team_id or 0),
                "enterprise_name": enterprises.get(person.enterprise_id or 0),
            }
        out.append(DriverOut.model_validate({**columns, **extra}))
    return out


def _by_id(db: Any, model: Any, ids: Iterable[int]) -> dict[int, Any]:
    wanted = set(ids)
    if not wanted:
        return {}
    return {row.id: row for row in db.execute(select(model).where(model.id.in_(wanted))).scalars()}


crane_service = DriverService(
    _resource(DRIVER_CRANE, "craneDriver", ErrorCode.CRANE_DRIVER_NOT_EXIST), DRIVER_CRANE
)
lift_service = DriverService(
    _resource(DRIVER_LIFT, "liftDriver", ErrorCode.LIFT_DRIVER_NOT_EXIST), DRIVER_LIFT
)
