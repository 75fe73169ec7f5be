"""The CRUD contract for project-scoped site resources: every call acts in a project of the test's own, and
a member of project A only can neither see nor touch project B's rows, by list, id or export."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient

from crud_contract import OUT_OF_SCOPE, CrudContract
from crud_helpers import read_workbook
from helpers import login
from people_helpers import ProjectApi, Site, Sites, member_api, sites_fixture
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser


class SiteContract(CrudContract):
    # The read/write actions of the resource a member gets in the isolation test.
    actions: ClassVar[tuple[str, ...]] = ("page", "list", "detail", "add", "edit", "delete", "export")
    site: Site
    api: ProjectApi

    def prepare(self, api: ProjectApi, site: Site) -> None:
        """Rows a payload refers to (a team, a worker), made in `site` and kept in `site.extra`."""

    @pytest.fixture
    def sites(self, ctx: AppContext) -> Iterator[Sites]:
        yield from sites_fixture(ctx)

    @pytest.fixture(autouse=True)
    def _site(self, client: TestClient, sites: Sites) -> None:
        self.sites = sites
        self.site = sites.project()
        self.api = ProjectApi(client, login(client, "superAdmin"), self.site.project_id)
        self.prepare(self.api, self.site)

    @pytest.fixture
    def admin(self, _site: None) -> ProjectApi:
        return self.api

    def payload_in(self, ctx: AppContext, site: Site, api: ProjectApi) -> dict[str, Any]:
        """A payload for another project than the test's own."""
        saved = self.site, self.api
        self.site, self.api = site, api
        try:
            return self.payload(ctx)
        finally:
            self.site, self.api = saved

    def other_site(self) -> tuple[Site, ProjectApi]:
        site = self.sites.project()
        api = self.api.in_project(site.project_id)
        self.prepare(api, site)
        return site, api

    def test_a_project_is_required_to_add(self, admin: ProjectApi, ctx: AppContext) -> None:
        answer = admin.in_project(None).post(self.path("add"), self.payload(ctx))
        assert (answer["code"], answer["message"]) == (1012001, "请先选择项目")

    def test_project_isolation(
        self, admin: ProjectApi, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        other, other_api = self.other_site()
        payload = self.payload_in(ctx, other, other_api)
        other_api.ok("POST", self.path("add"), payload)
        theirs = self.find(other_api, payload)[0]
        _, mine = self.added(admin, ctx)
        permissions = [f"{self.name}:{a}" for a in self.actions]
        member = member_api(client, ctx, make_user, self.sites, [self.site.project_id], permissions)
        for api in (member, member.in_project(None)):  # the chosen project, or all of the member's
            if self.has_page:
                ids = {
                    r["id"]
                    for r in api.ok("GET", self.path("page"), **self.page_params(), pageSize=1000)["rows"]
                }
                assert mine["id"] in ids and theirs["id"] not in ids
            if self.has_list and "list" in self.actions:
                assert theirs["id"] not in {
                    r["id"] for r in api.ok("GET", self.path("list"), **self.page_params())
                }
            detail = api.get(self.path("detail"), id=theirs["id"])
            assert (detail["code"], detail["message"]) == OUT_OF_SCOPE
            edit = api.post(self.path("edit"), self.edit_body(theirs, self.change(theirs)))
            assert (edit["code"], edit["message"]) == OUT_OF_SCOPE
            delete = api.post(self.path("delete"), self.delete_body(theirs["id"]))
            assert (delete["code"], delete["message"]) == OUT_OF_SCOPE
            if "export" in self.actions:
                rows = read_workbook(api.download(self.path("export"), **self.page_params())[0])
                assert not any(payload[self.key] in row for row in rows[1:])
        asking = member.in_project(other.project_id)
        for answer in (
            asking.get(self.path("page" if self.has_page else "list"), **self.page_params()),
            asking.get(self.path("detail"), id=theirs["id"]),
            asking.post(self.path("add"), payload),
            asking.get(self.path("export"), **self.page_params()),
        ):
            assert (answer["code"], answer["message"]) == OUT_OF_SCOPE
        assert other_api.ok("GET", self.path("detail"), id=theirs["id"])["id"] == theirs["id"]

    def page_params(self) -> dict[str, Any]:
        """Query parameters a page of the resource needs (e.g. the team of 班组人员)."""
        return {}
