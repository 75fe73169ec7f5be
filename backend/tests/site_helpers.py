"""Helpers of the site tests: a caller acting in one project (as the console's http client does), new
projects, memberships, and the project-isolation contract every project-scoped resource keeps."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select, update

from crud_contract import OUT_OF_SCOPE, CrudContract
from crud_helpers import Api, make_role, read_workbook, unique
from helpers import bearer, login
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.user.models import SysUser

NO_PROJECT = (1012001, "请先选择项目")


@dataclass
class ProjectApi(Api):
    """An API caller acting in one project: `projectId` in GET parameters, uploads and JSON object bodies, as
    the console's http client sends it (the one project client of the tests)."""

    project_id: str | None = None

    def _params(self, params: dict[str, Any]) -> dict[str, Any]:
        if self.project_id is not None and "projectId" not in params:
            return {**params, "projectId": self.project_id}
        return params

    def get(self, path: str, **params: Any) -> dict[str, Any]:
        return super().get(path, **self._params(params))

    def post(self, path: str, body: Any = None) -> dict[str, Any]:
        if self.project_id is not None and body is None:
            body = {}
        if isinstance(body, dict) and self.project_id is not None and "projectId" not in body:
            body = {**body, "projectId": self.project_id}
        return super().post(path, body)

    def download(self, path: str, **params: Any) -> tuple[bytes, str, str]:
        return super().download(path, **self._params(params))

    def upload(self, path: str, content: bytes, name: str = "导入.xlsx", **params: Any) -> dict[str, Any]:
        files = {"file": (name, content, "application/octet-stream")}
        answer: dict[str, Any] = self.client.post(
            f"/api{path}", params=self._params(params), files=files, headers=bearer(self.token)
        ).json()
        return answer

    def raw(self, path: str, **params: Any) -> Any:
        return self.client.get(f"/api{path}", params=self._params(params), headers=bearer(self.token))

    def in_project(self, project_id: str | None) -> ProjectApi:
        return ProjectApi(self.client, self.token, project_id)


def new_project(api: Api, **fields: Any) -> str:
    """Adds a project (the caller becomes its member) and answers its id."""
    code = unique("prj")
    api.ok("POST", "/project/add", {"name": f"项目{code}", "code": code, **fields})
    rows = api.ok("GET", "/project/getPage", code=code)["rows"]
    assert len(rows) == 1, rows
    project_id: str = rows[0]["id"]
    return project_id


def join(ctx: AppContext, project_id: str, user_id: int, role: str | None = None) -> None:
    with ctx.db.sessionmaker.begin() as db:
        db.add(ProjectMember(project_id=int(project_id), user_id=user_id, project_role=role))


def user_id(ctx: AppContext, account: str) -> int:
    with ctx.db.sessionmaker() as db:
        found: int = db.execute(select(SysUser.id).where(SysUser.account == account)).scalar_one()
        return found


@contextmanager
def projects_retired(ctx: AppContext) -> Iterator[None]:
    """Projects added inside are deleted (status 2) afterwards: other tests list the seeded ones."""
    start = new_id()  # ids are time-ordered: every project added inside is above it
    yield
    with ctx.db.sessionmaker.begin() as db:
        db.execute(update(Project).where(Project.id > start).values(status=2))


class ProjectScopedContract(CrudContract):
    """A project-scoped resource: rows live in the request's project, and a member of project A only
    can neither list, read by id, change, delete nor export anything of project B."""

    actions: ClassVar[tuple[str, ...]]

    @pytest.fixture(autouse=True)
    def _retire_projects(self, ctx: AppContext) -> Iterator[None]:
        with projects_retired(ctx):
            yield

    @pytest.fixture
    def project(self, client: TestClient) -> str:
        return new_project(Api(client, login(client, "superAdmin")))

    @pytest.fixture
    def admin(self, client: TestClient, project: str) -> Api:
        return ProjectApi(client, login(client, "superAdmin"), project)

    def test_add_needs_a_chosen_project(self, client: TestClient, ctx: AppContext) -> None:
        anywhere = Api(client, login(client, "superAdmin"))
        answer = anywhere.post(self.path("add"), self.payload(ctx))
        assert (answer["code"], answer["message"]) == NO_PROJECT

    def listed_ids(self, api: Api, **params: Any) -> set[str]:
        if self.has_page:
            answer = api.get(self.path("page"), pageSize=1000, **params)
            assert answer["success"], answer
            return {r["id"] for r in answer["data"]["rows"]}
        answer = api.get(self.path("list"), **params)
        assert answer["success"], answer
        return {r["id"] for r in _flatten(answer["data"])}

    def test_project_isolation(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser], project: str
    ) -> None:
        assert isinstance(admin, ProjectApi)
        _, mine = self.added(admin, ctx)
        other = new_project(admin.in_project(None))
        admin_b = admin.in_project(other)
        _, theirs = self.added(admin_b, ctx)
        user = make_user(roles=(make_role(ctx, [f"{self.name}:{a}" for a in self.actions]),), org="hxjt")
        join(ctx, project, user.id)
        anywhere = ProjectApi(client, login(client, user.account))
        here, there = anywhere.in_project(project), anywhere.in_project(other)
        for api in (anywhere, here):
            seen = self.listed_ids(api)
            assert mine["id"] in seen and theirs["id"] not in seen
        assert here.ok("GET", self.path("detail"), id=mine["id"])["id"] == mine["id"]
        hidden = admin_b.ok("GET", self.path("detail"), id=theirs["id"])
        # without its projectId, the body goes out with the caller's project (as the console sends it)
        edit = {k: v for k, v in self.edit_body(hidden, self.change(hidden)).items() if k != "projectId"}
        for answer in (
            there.get(self.path("page" if self.has_page else "list")),
            here.get(self.path("detail"), id=theirs["id"]),
            anywhere.get(self.path("detail"), id=theirs["id"]),
            there.get(self.path("detail"), id=theirs["id"]),
            here.post(self.path("edit"), edit),
            there.post(self.path("edit"), edit),
            here.post(self.path("delete"), self.delete_body(theirs["id"])),
            there.post(self.path("add"), self.payload(ctx)),
        ):
            assert (answer["code"], answer["message"]) == OUT_OF_SCOPE, answer
        if "export" in self.actions:
            refused = client.get(
                f"/api{self.path('export')}", params={"projectId": other}, headers=bearer(here.token)
            ).json()
            assert refused["code"] == OUT_OF_SCOPE[0]
            for api in (anywhere, here):
                rows = read_workbook(api.download(self.path("export"))[0])
                assert not any(theirs[self.key] in row for row in rows[1:])
        assert admin_b.ok("GET", self.path("detail"), id=theirs["id"])["version"] == hidden["version"]


def _flatten(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for node in nodes:
        out.append(node)
        out.extend(_flatten(node.get("children") or []))
    return out
