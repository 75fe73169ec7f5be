"""The site of the 安全检查 / 检查任务 tests: a project whose manager approves, its safety officer, a
checker (the author), a team leader (the rectifier), a cc person and an outsider outside the project."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import Api, unique
from helpers import FakeClock, login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.modules.site.person.lookups import today
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.timer.jobs import JobContext, registry
from sitesafe.modules.system.user.models import SysUser

PATH = "/siteInspection"
JOB_PATH = "/siteCheckJob"
REMINDER = "InspectionReminderTaskRunner"
DAY = 86400


def code(answer: dict[str, Any], expected: int, text: str | None = None) -> None:
    assert not answer["success"] and answer["code"] == expected, answer
    assert text is None or text in answer["message"], answer


def run_reminders(ctx: AppContext) -> str:
    job = registry.get(REMINDER)
    assert job is not None
    return job.run(JobContext(app=ctx, timer_id=0, timer_name=job.name, fire_time=ctx.clock.now()))


def day(ctx: AppContext, offset: int = 0) -> str:
    return (today(ctx) + timedelta(days=offset)).isoformat()


def upload(api: Api, content: bytes, name: str = "现场照片.png") -> str:
    answer = api.client.post(
        "/api/sysFileInfo/upload",
        files={"file": (name, content, "image/png")},
        headers={"Authorization": f"Bearer {api.token}"},
    ).json()
    assert answer["success"], answer
    file_id: str = answer["data"]
    return file_id


def bell(api: Api) -> list[str]:
    """Titles of the caller's unread notices."""
    unread = api.ok("GET", "/sysNotice/unread")
    return [row["title"] for row in unread["rows"]]


@dataclass
class Site:
    ctx: AppContext
    project: str
    name: str
    author: ProjectApi  # the checker
    leader: ProjectApi  # the responsible person (team leader)
    manager: ProjectApi
    officer: ProjectApi
    cc: ProjectApi
    outsider: ProjectApi
    people: dict[str, SysUser]
    categories: dict[str, str]

    def log_in_again(self) -> None:
        """After the clock moved past the session timeout, everyone logs in again."""
        for name in ("author", "leader", "manager", "officer", "cc", "outsider"):
            api: ProjectApi = getattr(self, name)
            api.token = login(api.client, self.people[name].account)

    def later(self, clock: FakeClock, days: int) -> None:
        clock.advance(days * DAY)
        self.log_in_again()

    def uid(self, name: str) -> str:
        return str(self.people[name].id)

    def finding(self, **change: Any) -> dict[str, Any]:
        """An add body of a 不合格 finding (临边防护, 一般) for the leader, due in 3 days."""
        return {
            "checkDate": day(self.ctx),
            "checkType": "daily",
            "checkerIds": [self.uid("author")],
            "checkUnit": "项目安全部",
            "location": unique("3#楼 5层 东侧"),
            "categoryId": self.categories["临边防护"],
            "level": "general",
            "result": "fail",
            "problemDesc": "临边防护栏杆缺失",
            "requirement": "立即恢复防护栏杆并设置挡脚板",
            "deadline": day(self.ctx, 3),
            "responsibleUserId": self.uid("leader"),
            **change,
        }

    def add(self, api: ProjectApi | None = None, **change: Any) -> dict[str, Any]:
        body = self.finding(**change)
        caller = api or self.author
        caller.ok("POST", f"{PATH}/add", body)
        rows = caller.ok("GET", f"{PATH}/page", location=body["location"])["rows"]
        assert len(rows) == 1, rows
        row: dict[str, Any] = rows[0]
        return row

    def detail(self, row_id: str, api: ProjectApi | None = None) -> dict[str, Any]:
        found: dict[str, Any] = (api or self.author).ok("GET", f"{PATH}/detail", id=row_id)
        return found

    def logs(self, row_id: str, api: ProjectApi | None = None) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = (api or self.author).ok("GET", f"{PATH}/logs", id=row_id)
        return found


def _flatten(nodes: list[dict[str, Any]]) -> dict[str, str]:
    found: dict[str, str] = {}
    for node in nodes:
        found[node["title"]] = node["id"]
        found.update(_flatten(node["children"]))
    return found


@contextmanager
def open_site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    """The site; its project is retired afterwards (later job runs skip it)."""
    with projects_retired(ctx):
        admin = Api(client, login(client, "superAdmin"))
        people = {name: make_user(roles=("demo_role",), org="hxjt_bj_yfb") for name in
                  ("author", "leader", "manager", "officer", "cc", "outsider")}  # fmt: skip
        project = new_project(admin)
        with ctx.db.sessionmaker.begin() as db:
            db.execute(
                update(Project)
                .where(Project.id == int(project))
                .values(manager_id=people["manager"].id, safety_officer_id=people["officer"].id)
            )
            name = db.get(Project, int(project)).name  # type: ignore[union-attr]
        members = ("author", "leader", "manager", "officer")
        for person in members:
            join(ctx, project, people[person].id)
        apis = {
            n: ProjectApi(client, login(client, u.account), project if n in members else None)
            for n, u in people.items()
        }
        categories = _flatten(apis["author"].ok("GET", "/siteHazardCategory/tree"))
        yield Site(ctx, project, name, apis["author"], apis["leader"], apis["manager"], apis["officer"],
                   apis["cc"], apis["outsider"], people, categories)  # fmt: skip


def can_download(api: Api, file_id: str) -> bool:
    answer = api.client.get(
        f"/api/sysFileInfo/download?id={file_id}", headers={"Authorization": f"Bearer {api.token}"}
    )
    return answer.status_code == 200


def rectify(api: ProjectApi, row_id: str, desc: str, photos: list[str], **extra: Any) -> dict[str, Any]:
    body = {"id": row_id, "rectifyDesc": desc, "rectifyPhotos": photos, **extra}
    return api.post(f"{PATH}/rectify", body)
