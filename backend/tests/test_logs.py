"""操作日志 / 访问日志: filtered pages newest first, detail, export, clearing (itself logged), permissions."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from datetime import datetime

import pytest
from fastapi.testclient import TestClient
from openpyxl import load_workbook
from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from crud_helpers import Api
from helpers import call, login
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import from_local
from sitesafe.modules.system.log.models import SysOpLog, SysVisLog
from sitesafe.modules.system.user.models import SysUser


def _op(name: str, when: str, success: str = "Y", op_type: int = 1) -> SysOpLog:
    return SysOpLog(
        id=new_id(),
        name=name,
        op_type=op_type,
        success=success,
        message="成功",
        url="/api/x/add",
        req_method="POST",
        param='{"a": 1}',
        result='{"code": 200}',
        op_time=from_local(datetime.strptime(when, "%Y-%m-%d %H:%M:%S")),
        account="tester",
    )


def _vis(name: str, when: str, vis_type: int = 1, success: str = "Y") -> SysVisLog:
    moment = from_local(datetime.strptime(when, "%Y-%m-%d %H:%M:%S"))
    return SysVisLog(
        id=new_id(), name=name, success=success, vis_type=vis_type, vis_time=moment, account="tester"
    )


@pytest.fixture
def seeded(ctx: AppContext, admin: Api) -> Iterator[None]:
    """Replaces every log row (after the administrator's login has been recorded) with known ones."""
    with ctx.db.sessionmaker.begin() as db:
        db.execute(delete(SysOpLog))
        db.execute(delete(SysVisLog))
        db.add_all(
            [
                _op("增加职位", "2026-03-01 08:00:00"),
                _op("删除职位", "2026-03-02 23:59:59", "N", 2),
                _op("增加机构", "2026-03-03 00:00:00"),
                _vis("登录", "2026-03-01 09:00:00"),
                _vis("登出", "2026-03-02 18:00:00", 2),
                _vis("登录", "2026-03-03 09:00:00", 1, "N"),
            ]
        )
    yield


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


def _names(api: Api, path: str, **params: str) -> list[str]:
    return [row["name"] for row in api.ok("GET", path, **params)["rows"]]


@pytest.mark.usefixtures("seeded")
def test_op_log_page_filters_newest_first(admin: Api) -> None:
    assert _names(admin, "/sysOpLog/page") == ["增加机构", "删除职位", "增加职位"]
    assert _names(admin, "/sysOpLog/page", name="职位") == ["删除职位", "增加职位"]
    assert _names(admin, "/sysOpLog/page", opType="2") == ["删除职位"]
    assert _names(admin, "/sysOpLog/page", success="Y") == ["增加机构", "增加职位"]
    span = {"searchBeginTime": "2026-03-02", "searchEndTime": "2026-03-02"}
    assert _names(admin, "/sysOpLog/page", **span) == ["删除职位"]
    page = admin.ok("GET", "/sysOpLog/page", pageSize="2")
    assert (page["totalRows"], page["totalPage"], len(page["rows"])) == (3, 2, 2)
    row = page["rows"][0]
    assert row["opTime"] == "2026-03-03 00:00:00" and isinstance(row["id"], str)
    detail = admin.ok("GET", "/sysOpLog/detail", id=row["id"])
    assert (detail["param"], detail["result"], detail["opType"]) == ('{"a": 1}', '{"code": 200}', 1)
    assert admin.get("/sysOpLog/detail", id="1")["code"] == 2026001
    assert admin.get("/sysOpLog/page", searchBeginTime="昨天")["code"] == 1012001


@pytest.mark.usefixtures("seeded")
def test_vis_log_page_filters(admin: Api) -> None:
    assert _names(admin, "/sysVisLog/page") == ["登录", "登出", "登录"]
    assert _names(admin, "/sysVisLog/page", visType="2") == ["登出"]
    assert _names(admin, "/sysVisLog/page", success="N") == ["登录"]
    span = {"searchBeginTime": "2026-03-01", "searchEndTime": "2026-03-02"}
    rows = admin.ok("GET", "/sysVisLog/page", **span)["rows"]
    assert [r["visTime"] for r in rows] == ["2026-03-02 18:00:00", "2026-03-01 09:00:00"]


@pytest.mark.usefixtures("seeded")
def test_export_follows_the_filters(admin: Api) -> None:
    content, media, disposition = admin.download("/sysOpLog/export", name="职位")
    assert media.startswith("application/vnd.openxmlformats") and "filename*=UTF-8''" in disposition
    sheet = load_workbook(io.BytesIO(content)).worksheets[0]
    values = [[c.value for c in row] for row in sheet.iter_rows()]
    assert values[0][:3] == ["日志名称", "操作类型", "是否成功"]
    assert [v[:3] for v in values[1:]] == [["删除职位", "删除", "失败"], ["增加职位", "增加", "成功"]]
    content, _, _ = admin.download("/sysVisLog/export", visType="2")
    sheet = load_workbook(io.BytesIO(content)).worksheets[0]
    values = [[c.value for c in row][:2] for row in sheet.iter_rows()]
    assert values == [["日志名称", "访问类型"], ["登出", "登出"]]


@pytest.mark.usefixtures("seeded")
def test_clearing_op_log_is_itself_logged(admin: Api, db: Session) -> None:
    assert admin.ok("POST", "/sysOpLog/delete") is None
    rows = list(db.execute(select(SysOpLog)).scalars())
    assert [(r.name, r.op_type, r.url, r.account) for r in rows] == [
        ("清空操作日志", 2, "/api/sysOpLog/delete", "superAdmin")
    ]
    assert admin.ok("POST", "/sysVisLog/delete") is None
    assert db.execute(select(func.count()).select_from(SysVisLog)).scalar_one() == 0
    assert _names(admin, "/sysOpLog/page") == ["清空访问日志", "清空操作日志"]


@pytest.mark.usefixtures("seeded")
def test_ordinary_user_is_refused(client: TestClient, db: Session, make_user: Callable[..., SysUser]) -> None:
    token = login(client, make_user().account)
    for method, path in (
        ("GET", "/api/sysOpLog/page"),
        ("GET", "/api/sysVisLog/page"),
        ("GET", "/api/sysOpLog/export"),
        ("POST", "/api/sysOpLog/delete"),
        ("POST", "/api/sysVisLog/delete"),
    ):
        assert call(client, method, path, token)["code"] == 1013002, path
    assert db.execute(select(func.count()).select_from(SysVisLog)).scalar_one() >= 3
