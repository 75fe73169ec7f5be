"""Personal data never reaches the operation log: ID numbers, bank accounts and SMS codes are masked by the
schema field that takes them, whichever spelling of its name a client sends (camelCase, snake_case, another
case), also in a body the endpoint refused, and where the value is repeated under an undeclared key."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, phone, unique
from helpers import login
from people_helpers import ProjectApi, Site, Sites, id_number, sites_fixture
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

ACCOUNT = "6222020200115566778"


@pytest.fixture
def sites(ctx: AppContext) -> Iterator[Sites]:
    yield from sites_fixture(ctx)


@pytest.fixture
def site(sites: Sites) -> Site:
    return sites.project()


@pytest.fixture
def admin(client: TestClient, site: Site) -> ProjectApi:
    return ProjectApi(client, login(client, "superAdmin"), site.project_id)


def _logged(admin: Api, url: str, count: int) -> list[dict[str, Any]]:
    """The newest `count` operation-log rows of `url`, as the log's page and detail answer them."""
    rows = [r for r in admin.ok("GET", "/sysOpLog/page", pageSize=200)["rows"] if r["url"] == url][:count]
    assert len(rows) == count
    return [{**row, "detail": admin.ok("GET", "/sysOpLog/detail", id=row["id"])} for row in rows]


def _assert_hidden(rows: list[dict[str, Any]], *plain: str) -> None:
    for row in rows:
        answered = json.dumps(row, ensure_ascii=False)
        assert not [value for value in plain if value in answered], row["detail"]["param"]


def _worker(site: Site, admin: ProjectApi, **keys: Any) -> dict[str, Any]:
    team = f"班组{unique('t')}"
    admin.ok("POST", "/team/add", {"name": team, "enterpriseId": site.enterprises[0], "workType": "02"})
    team_id = admin.ok("GET", "/team/page", name=team)["rows"][0]["id"]
    return {
        "name": f"工人{unique('w')}",
        "phone": phone(),
        "enterpriseId": site.enterprises[0],
        "teamId": team_id,
        "workType": "02",
        "entryDate": "2025-03-01",
        **keys,
    }


def test_worker_numbers_are_masked_under_any_spelling(site: Site, admin: ProjectApi) -> None:
    snake, camel, edited, refused = (id_number() for _ in range(4))
    first = _worker(site, admin, id_no=snake, bank_account=ACCOUNT)
    admin.ok("POST", "/worker/add", first)
    admin.ok("POST", "/worker/add", _worker(site, admin, idNo=camel, BANK_ACCOUNT="6222 0202 0011 5566 779"))
    row = admin.ok("GET", "/worker/page", name=first["name"])["rows"][0]
    assert row["idNo"].endswith(snake[-4:]) and row["bankAccount"].endswith(ACCOUNT[-4:])
    detail = admin.ok("GET", "/worker/detail", id=row["id"])
    kept = {k: v for k, v in detail.items() if k not in ("idNo", "bankAccount")}
    # The number again under a key no schema declares: masked by its validated value.
    admin.ok("POST", "/worker/edit", {**kept, "id_no": edited, "bank_account": ACCOUNT, "idCard": edited})
    bad = admin.post("/worker/add", _worker(site, admin, Id_No=refused, bank_account="12", phone="1"))
    assert bad["code"] == 1012001
    rows = _logged(admin, "/api/worker/add", 3) + _logged(admin, "/api/worker/edit", 1)
    _assert_hidden(rows, snake, camel, edited, refused, ACCOUNT, "6222 0202 0011 5566 779")
    edit = json.loads(rows[-1]["detail"]["param"])
    assert (edit["id_no"], edit["bank_account"], edit["idCard"]) == ("******",) * 3
    assert edit["name"] == first["name"]  # the rest of the body is kept


def test_a_body_cut_at_the_capture_limit_is_not_kept(site: Site, admin: ProjectApi) -> None:
    """The log keeps the first 64 KB of a body: cut, it is no JSON to mask by key any more."""
    number = id_number()
    answer = admin.post("/worker/add", _worker(site, admin, id_no=number, remark="长" * 70_000))
    assert answer["code"] == 1012001
    rows = _logged(admin, "/api/worker/add", 1)
    _assert_hidden(rows, number)
    assert json.loads(rows[0]["detail"]["param"]) == {"body": "******"}


def test_staff_numbers_are_masked(site: Site, admin: ProjectApi) -> None:
    number = id_number()
    body = {"name": f"管理{unique('p')}", "id_no": number, "enterpriseId": site.enterprises[1]}
    admin.ok("POST", "/person/add", {**body, "post": "安全员", "bank_account": ACCOUNT})
    _assert_hidden(_logged(admin, "/api/person/add", 1), number, ACCOUNT)


def test_the_sms_code_of_bind_phone_is_masked(
    client: TestClient,
    new_mobile: Callable[[], str],
    sms_code: Callable[[str], str],
    make_user: Callable[..., SysUser],
) -> None:
    user = Api(client, login(client, make_user().account))
    mobile = new_mobile()
    user.ok("GET", "/getSmsCaptcha", mobile=mobile)
    code = sms_code(mobile)
    wrong = "000000" if code != "000000" else "111111"
    assert user.post("/sysUser/bindPhone", {"phone": mobile, "code": wrong})["code"] == 1011010
    user.ok("POST", "/sysUser/bindPhone", {"phone": mobile, "code": code})
    rows = _logged(Api(client, login(client, "superAdmin")), "/api/sysUser/bindPhone", 2)
    assert [json.loads(row["detail"]["param"]) for row in rows] == [{"phone": mobile, "code": "******"}] * 2
    assert [json.loads(row["param"]) for row in rows] == [{"phone": mobile, "code": "******"}] * 2
