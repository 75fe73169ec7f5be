"""塔吊司机 and 升降机司机 through the CRUD contract, the certificate expiry lists (the project's warning
days), and the reminder job: one notice per certificate and expiry date, to the project's 安全员 and
项目经理 only (else its safety officer), in their bell."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import ExportContract
from crud_helpers import Api, unique
from helpers import login
from people_helpers import ProjectApi, Site, Sites, id_number, site_today
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.system.notice.models import SysNotice, SysNoticeUser
from sitesafe.modules.system.timer.jobs import JobContext, registry
from sitesafe.modules.system.user.models import SysUser

JOB = "DriverCertExpiryTaskRunner"


def add_worker(api: ProjectApi, path: str = "/worker/add") -> str:
    name = f"司机{unique('d')}"
    api.ok("POST", path, {"name": name, "idNo": id_number(), "workType": "09"})
    return str(api.ok("GET", path.replace("add", "page"), name=name)["rows"][0]["id"])


def in_days(days: int) -> str:
    return (site_today() + timedelta(days=days)).isoformat()


def run_job(ctx: AppContext) -> str:
    job = registry.get(JOB)
    assert job is not None and job.name == "司机证书到期提醒"
    return job.run(JobContext(app=ctx, timer_id=0, timer_name=job.name, fire_time=ctx.clock.now()))


class DriverCase(SiteContract, ExportContract):
    key = "certNo"
    kind = "塔吊司机"
    export_headers = (
        "姓名",
        "身份证号",
        "手机号",
        "所属单位",
        "证书编号",
        "操作类别",
        "发证机关",
        "有效期至",
        "证书状态",
        "绑定设备",
    )
    bad = (
        {"personId": None, "certNo": "", "validUntil": "2025-02-30"},
        "工人不能为空,证书编号不能为空,有效期至格式不正确，应为yyyy-MM-dd",
    )

    @property
    def duplicate(self) -> tuple[int, str]:  # type: ignore[override]
        return (4204003, f"该工人已登记为{self.kind}，请勿重复添加")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "personId": add_worker(self.api),
            "certNo": unique("T") + "2023",
            "certCategory": "塔式起重机司机" if self.name == "craneDriver" else "施工升降机司机",
            "authority": "北京市住房和城乡建设委员会",
            "validUntil": in_days(400),
            "remark": "持证上岗",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"validUntil": in_days(10), "authority": "四川省住房和城乡建设厅"}

    def test_rows_show_the_person_and_the_certificate_state(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        worker = admin.ok("GET", "/worker/detail", id=payload["personId"])
        assert (row["personName"], row["idNo"], row["daysLeft"], row["certState"]) == (
            worker["name"],
            worker["idNo"],
            400,
            0,
        )
        soon = {**self.payload(ctx), "validUntil": in_days(30)}
        past = {**self.payload(ctx), "validUntil": in_days(-1)}
        for body in (soon, past):
            admin.ok("POST", self.path("add"), body)
        states = {
            r["certNo"]: r["certState"] for r in admin.ok("GET", self.path("page"), pageSize=100)["rows"]
        }
        assert (states[soon["certNo"]], states[past["certNo"]]) == (1, 2)
        expiring = admin.ok("GET", self.path("expiring"))
        assert [r["certNo"] for r in expiring] == [past["certNo"], soon["certNo"]]
        due = admin.ok("GET", self.path("page"), expiring=True)["rows"]
        assert {r["certNo"] for r in due} == {soon["certNo"], past["certNo"]}
        fine = admin.ok("GET", self.path("page"), expiring=False)["rows"]
        assert [r["certNo"] for r in fine] == [payload["certNo"]]
        by_name = admin.ok("GET", self.path("page"), name=worker["name"])["rows"]
        assert [r["id"] for r in by_name] == [row["id"]]

    def test_warning_days_come_from_the_project(self, admin: ProjectApi, ctx: AppContext) -> None:
        careful = self.sites.project(settings={"cert_warn_days": 60})
        api = admin.in_project(careful.project_id)
        body = {**self.payload_in(ctx, careful, api), "validUntil": in_days(45)}
        api.ok("POST", self.path("add"), body)
        assert [r["certNo"] for r in api.ok("GET", self.path("expiring"))] == [body["certNo"]]
        admin.ok("POST", self.path("add"), {**self.payload(ctx), "validUntil": in_days(45)})
        assert admin.ok("GET", self.path("expiring")) == []

    def test_the_driver_is_a_worker_of_the_project(
        self, admin: ProjectApi, ctx: AppContext, db: Session
    ) -> None:
        staff = add_worker(admin, "/person/add")
        other, other_api = self.other_site()
        foreign = add_worker(other_api)
        for person in (staff, foreign):
            answer = admin.post(self.path("add"), {**self.payload(ctx), "personId": person})
            assert (answer["code"], answer["message"]) == (4202006, "工人不存在或不属于本项目")
        with db.begin():
            device = SiteDevice(
                project_id=int(other.project_id), kind="crane", name="1#塔吊", code=unique("D")
            )
            device.secret_enc = ctx.cipher.encrypt("k")
            db.add(device)
        bound = admin.post(self.path("add"), {**self.payload(ctx), "deviceId": str(device.id)})
        assert (bound["code"], bound["message"]) == (4202006, "设备不存在或不属于本项目")

    def test_a_driver_stays_on_record_while_their_worker_does(
        self, admin: ProjectApi, ctx: AppContext
    ) -> None:
        payload, row = self.added(admin, ctx)
        refused = admin.post("/worker/delete", {"id": payload["personId"]})
        assert (refused["code"], refused["message"]) == (
            1012001,
            "该人员已登记为塔吊或升降机司机，请先删除司机记录",
        )
        admin.ok("POST", self.path("delete"), {"id": row["id"]})
        admin.ok("POST", "/worker/delete", {"id": payload["personId"]})


class TestCraneDriver(DriverCase):
    name = "craneDriver"
    title = "塔吊司机"
    not_found = 4204001

    def test_one_worker_may_drive_both(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, crane = self.added(admin, ctx)
        admin.ok("POST", "/liftDriver/add", {**payload, "certNo": unique("S")})
        assert admin.get("/liftDriver/detail", id=crane["id"])["code"] == 4204002


class TestLiftDriver(DriverCase):
    name = "liftDriver"
    title = "升降机司机"
    kind = "升降机司机"
    not_found = 4204002


def _notices(db: Session, project: Site) -> list[SysNotice]:
    stmt = select(SysNotice).where(SysNotice.title.startswith(project.name + "：")).order_by(SysNotice.id)
    return list(db.execute(stmt).scalars())


def _recipients(db: Session, notice: SysNotice) -> set[int]:
    stmt = select(SysNoticeUser.user_id).where(SysNoticeUser.notice_id == notice.id)
    return set(db.execute(stmt).scalars())


class TestExpiryReminder:
    """Runs the reminder job as the scheduler does."""

    @pytest.fixture(autouse=True)
    def _site(self, client: TestClient, ctx: AppContext) -> Iterator[None]:
        self.sites = Sites(ctx)
        self.site = self.sites.project()
        self.api = ProjectApi(client, login(client, "superAdmin"), self.site.project_id)
        yield
        self.sites.retire()

    def driver(self, api: ProjectApi, days: int, path: str = "/craneDriver/add") -> dict[str, Any]:
        body = {"personId": add_worker(api), "certNo": unique("T"), "validUntil": in_days(days)}
        api.ok("POST", path, body)
        return body

    def test_the_reminder_goes_once_to_the_right_people(
        self, client: TestClient, ctx: AppContext, db: Session, make_user: Callable[..., SysUser]
    ) -> None:
        officer, manager, builder, outsider = (make_user() for _ in range(4))
        for user, role in ((officer, "安全员"), (manager, "项目经理"), (builder, "施工员")):
            self.sites.member(self.site.project_id, user.id, role)
        admin = self.api
        soon, later = self.driver(admin, 5), self.driver(admin, 40)
        lift = self.driver(admin, -3, "/liftDriver/add")
        assert run_job(ctx).startswith("发送到期提醒")
        run_job(ctx)
        db.expire_all()
        notices = _notices(db, self.site)
        assert len(notices) == 1 and notices[0].title == f"{self.site.name}：2本司机操作证书即将到期或已过期"
        content = notices[0].content
        assert soon["certNo"] in content and lift["certNo"] in content and later["certNo"] not in content
        assert "已过期3天" in content and "还有5天到期" in content
        assert _recipients(db, notices[0]) == {officer.id, manager.id}
        bell = Api(client, login(client, officer.account)).ok("GET", "/sysNotice/unread")
        assert bell["count"] == 1 and bell["rows"][0]["title"] == notices[0].title
        for user in (builder, outsider):
            assert Api(client, login(client, user.account)).ok("GET", "/sysNotice/unread")["count"] == 0
        # a renewed certificate is reminded of again when its new date comes near
        row = admin.ok("GET", "/craneDriver/page", certNo=soon["certNo"])["rows"][0]
        detail = admin.ok("GET", "/craneDriver/detail", id=row["id"])
        admin.ok("POST", "/craneDriver/edit", {**detail, "validUntil": in_days(20)})
        run_job(ctx)
        run_job(ctx)
        db.expire_all()
        notices = _notices(db, self.site)
        assert len(notices) == 2 and notices[1].title.endswith("1本司机操作证书即将到期或已过期")
        assert soon["certNo"] in notices[1].content and lift["certNo"] not in notices[1].content

    def test_without_those_roles_the_safety_officer_is_told(
        self, ctx: AppContext, db: Session, make_user: Callable[..., SysUser]
    ) -> None:
        officer, member = make_user(), make_user()
        site = self.sites.project(safety_officer=officer.id)
        self.sites.member(site.project_id, member.id, "资料员")
        self.driver(self.api.in_project(site.project_id), 1)
        nobody = self.sites.project()
        self.driver(self.api.in_project(nobody.project_id), 1)
        run_job(ctx)
        db.expire_all()
        [notice] = _notices(db, site)
        assert _recipients(db, notice) == {officer.id}
        assert _notices(db, nobody) == []  # nobody to tell: told once someone holds the role
        self.sites.member(nobody.project_id, member.id, "安全员")
        run_job(ctx)
        db.expire_all()
        assert [_recipients(db, n) for n in _notices(db, nobody)] == [{member.id}]
