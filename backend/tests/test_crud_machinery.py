"""Features of the CRUD machinery the system resources do not exercise, through a test-only resource:
project scope (filter and stamp by `projectId`), IN and date-range filters, `updateTime` concurrency for
a table without a version, hard delete for a table without a status, exports over several batches."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from fastapi import Depends, FastAPI
from fastapi.testclient import TestClient
from pydantic import Field
from sqlalchemy import BigInteger, MetaData, String, delete, select
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from crud_helpers import Api, read_workbook, unique
from helpers import login
from sitesafe.core.access import guard
from sitesafe.core.context import AppContext
from sitesafe.core.db import AuditMixin, IdMixin
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.core.timefmt import from_local, to_local
from sitesafe.crud import counting
from sitesafe.crud.excel import content_disposition
from sitesafe.crud.filters import DateRange, In, Like
from sitesafe.crud.repository import EXPORT_BATCH
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import AuditOut, EditBase, parse_ids
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.menu.models import TYPE_BUTTON, SysMenu
from sitesafe.modules.system.role.models import SysRole, SysRoleMenu
from sitesafe.modules.system.user.models import SysUser, SysUserRole


class ThingBase(DeclarativeBase):
    metadata = MetaData()


class Thing(IdMixin, AuditMixin, ThingBase):
    """Project-scoped, without status (hard delete) and without version (updateTime concurrency)."""

    __tablename__ = "test_crud_thing"

    project_id: Mapped[int] = mapped_column(BigInteger, index=True)
    name: Mapped[str] = mapped_column(String(50))
    kind: Mapped[str] = mapped_column(String(10))


class ThingOut(AuditOut):
    project_id: IdStr
    name: str
    kind: str


class ThingQuery(CamelModel):
    name: str | None = Field(None, title="名称")
    kinds: str | None = Field(None, title="种类")
    search_begin_time: str | None = Field(None, title="开始时间")
    search_end_time: str | None = Field(None, title="结束时间")


class ThingAdd(CamelModel):
    name: str = Field(min_length=1, max_length=50, title="名称")
    kind: str = Field(min_length=1, max_length=10, title="种类")


class ThingEdit(ThingAdd, EditBase):
    pass


THING = Resource(
    name="testThing",
    title="测试物品",
    model=Thing,
    out=ThingOut,
    add=ThingAdd,
    edit=ThingEdit,
    not_found=ErrorCode.REQUEST_EMPTY,
    query=ThingQuery,
    filters=(
        Like("name"),
        In("kinds", "kind"),
        DateRange("search_begin_time", "search_end_time", "create_time"),
    ),
    sortable={"name": "name"},
    default_order=("id",),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("名称", "name"),
        ExcelColumn("种类", "kind"),
        ExcelColumn("项目", "project_id"),
    ),
)
ACTIONS = ("page", "list", "detail", "add", "edit", "delete", "export")


@pytest.fixture(scope="module")
def things(app: FastAPI) -> Iterator[None]:
    """The test table, the resource's routes and buttons granting them, removed afterwards."""
    ctx: AppContext = app.state.ctx
    ThingBase.metadata.create_all(ctx.db.engine)
    routes = list(app.router.routes)
    app.include_router(crud_router(CrudService(THING)), prefix="/api", dependencies=[Depends(guard)])
    with ctx.db.sessionmaker.begin() as db:
        for action in ACTIONS:
            code = f"test_thing_{action}"
            db.add(
                SysMenu(
                    code=code,
                    name=code,
                    type=TYPE_BUTTON,
                    permission=f"testThing:{action}",
                    application="system",
                    pid=0,
                    pids="[0],",
                    status=0,
                )
            )
    yield
    app.router.routes[:] = routes
    with ctx.db.sessionmaker.begin() as db:
        db.execute(delete(SysMenu).where(SysMenu.code.like("test_thing_%")))
    ThingBase.metadata.drop_all(ctx.db.engine)


@pytest.fixture
def projects(ctx: AppContext) -> tuple[str, str]:
    with ctx.db.sessionmaker() as db:
        rows = dict(db.execute(select(Project.code, Project.id)).all())
    return str(rows["cnazf"]), str(rows["bjswzx"])


@pytest.fixture
def member(ctx: AppContext, make_user: Callable[..., SysUser], projects: tuple[str, str]) -> SysUser:
    """An ordinary user granted the test resource, member of the first project only."""
    user = make_user()
    with ctx.db.sessionmaker.begin() as db:
        role = SysRole(name=unique("thing"), code=unique("thing"), sort=1, data_scope_type=1, status=0)
        db.add(role)
        db.flush()
        buttons = db.execute(select(SysMenu.id).where(SysMenu.code.like("test_thing_%"))).scalars()
        db.add_all([SysRoleMenu(role_id=role.id, menu_id=b) for b in buttons])
        db.add(SysUserRole(user_id=user.id, role_id=role.id))
        db.add(ProjectMember(project_id=int(projects[0]), user_id=user.id))
    return user


def _add(api: Api, project: str | None, **fields: Any) -> dict[str, Any]:
    name = unique("thing")
    body = {"name": name, "kind": "a", **fields} | ({"projectId": project} if project else {})
    api.ok("POST", "/testThing/add", body)
    rows: list[dict[str, Any]] = api.ok("GET", "/testThing/page", name=name)["rows"]
    assert len(rows) == 1
    return rows[0]


def test_rows_are_stamped_and_filtered_by_project(
    things: None, client: TestClient, projects: tuple[str, str], member: SysUser
) -> None:
    mine, other = projects
    admin = Api(client, login(client, "superAdmin"))
    in_mine, in_other = _add(admin, mine), _add(admin, other)
    assert (in_mine["projectId"], in_other["projectId"]) == (mine, other)
    unscoped = admin.post("/testThing/add", {"name": "x", "kind": "a"})
    assert (unscoped["code"], unscoped["message"]) == (1012001, "请先选择项目")
    assert [
        r["id"] for r in admin.ok("GET", "/testThing/list", projectId=mine) if r["id"] == in_other["id"]
    ] == []
    user = Api(client, login(client, member.account))
    seen = {r["id"] for r in user.ok("GET", "/testThing/page", pageSize=1000)["rows"]}
    assert in_mine["id"] in seen and in_other["id"] not in seen
    assert user.get("/testThing/page", projectId=other)["code"] == 1013003
    own = _add(user, mine)
    assert own["projectId"] == mine
    for answer in (
        user.get("/testThing/detail", id=in_other["id"]),
        user.post("/testThing/edit", {"id": in_other["id"], "name": "越权", "kind": "a"}),
        user.post("/testThing/delete", {"id": in_other["id"]}),
    ):
        assert answer["code"] == 1013003


def test_in_and_date_range_filters(things: None, client: TestClient, projects: tuple[str, str]) -> None:
    admin = Api(client, login(client, "superAdmin"))
    first, second = _add(admin, projects[0], kind="k1"), _add(admin, projects[0], kind="k2")
    kinds = {r["id"] for r in admin.ok("GET", "/testThing/list", kinds="k1,k2")}
    assert {first["id"], second["id"]} <= kinds
    assert second["id"] not in {r["id"] for r in admin.ok("GET", "/testThing/list", kinds="k1")}
    today = first["createTime"][:10]
    yesterday = (to_local(_utc(first["createTime"])) - timedelta(days=1)).strftime("%Y-%m-%d")
    ranged = {r["id"] for r in admin.ok("GET", "/testThing/list", searchBeginTime=today, searchEndTime=today)}
    assert first["id"] in ranged
    assert admin.ok("GET", "/testThing/list", searchEndTime=yesterday, kinds="k1,k2") == []
    assert first["id"] in {
        r["id"] for r in admin.ok("GET", "/testThing/list", searchBeginTime=first["createTime"])
    }
    bad = admin.get("/testThing/list", searchBeginTime="2024/01/01")
    assert (bad["code"], bad["message"]) == (1012001, "时间格式不正确，应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss")


def _utc(text: str) -> datetime:
    return from_local(datetime.strptime(text, "%Y-%m-%d %H:%M:%S"))


def test_update_time_guards_tables_without_a_version(
    things: None, client: TestClient, ctx: AppContext, projects: tuple[str, str]
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    row = _add(admin, projects[0])
    assert row["version"] is None and row["updateTime"] is None
    admin.ok("POST", "/testThing/edit", {"id": row["id"], "name": row["name"], "kind": "b"})
    changed = admin.ok("GET", "/testThing/detail", id=row["id"])
    stale = admin.post("/testThing/edit", {**changed, "kind": "c", "updateTime": "2000-01-01 00:00:00"})
    assert (stale["code"], stale["message"]) == (1016004, "数据已被他人修改，请刷新后重试")
    admin.ok("POST", "/testThing/edit", {**changed, "kind": "c"})
    assert admin.ok("GET", "/testThing/detail", id=row["id"])["kind"] == "c"
    admin.ok("POST", "/testThing/delete", [{"id": row["id"]}])
    with ctx.db.sessionmaker() as db:
        assert db.get(Thing, int(row["id"])) is None  # no status column: deleted for real


def test_export_streams_several_batches(
    things: None, client: TestClient, ctx: AppContext, projects: tuple[str, str]
) -> None:
    kind = unique("k")[-10:]
    count = EXPORT_BATCH * 2 + 7
    with ctx.db.sessionmaker.begin() as db:
        db.add_all([Thing(project_id=int(projects[1]), name=f"批量{i}", kind=kind) for i in range(count)])
    admin = Api(client, login(client, "superAdmin"))
    content, _, disposition = admin.download(
        "/testThing/export", kinds=kind, sortField="name", sortOrder="descend"
    )
    rows = read_workbook(content)
    assert rows[0] == ["名称", "种类", "项目"] and len(rows) == count + 1
    assert rows[1] == ["批量999", kind, projects[1]] and {r[1] for r in rows[1:]} == {kind}
    assert disposition.startswith("attachment; filename=\"download.xlsx\"; filename*=UTF-8''")


def test_delete_bodies_and_file_names() -> None:
    assert parse_ids({"id": "12"}) == [12]
    assert parse_ids([{"id": "12"}, {"id": 13}, {"id": "12"}]) == [12, 13]
    assert parse_ids({"ids": ["1", 2]}) == [1, 2]
    for bad, message in (({}, "主键不能为空"), ([], "主键不能为空"), ({"id": "x"}, "主键格式不正确")):
        with pytest.raises(AppError) as caught:
            parse_ids(bad)
        assert caught.value.message == message
    with pytest.raises(AppError):
        parse_ids({"ids": list(range(1, 1002))})
    assert content_disposition("职位.xlsx") == (
        "attachment; filename=\"download.xlsx\"; filename*=UTF-8''%E8%81%8C%E4%BD%8D.xlsx"
    )
    assert content_disposition("users.xlsx").startswith('attachment; filename="users.xlsx"')


def test_workbook_writer_keeps_awkward_values() -> None:
    """Markup characters, control characters, spaces, numbers, long ids, dates and blanks survive."""
    from openpyxl import load_workbook

    from sitesafe.core.timefmt import format_datetime
    from sitesafe.crud.excel import write_xlsx

    rows = [
        ['a<b>&"c"', " 前后空格 ", 42, 2.5, 2**60, datetime(2026, 1, 2, 3, 4, 5), None],
        ["坏\x00字\x1f符", "", float("nan"), True, -7, date(2026, 5, 6), "=1+1"],
    ]
    file = write_xlsx("用户/列表", ["甲", "乙", "丙", "丁", "戊", "己", "庚"], [10] * 7, rows)
    book = load_workbook(file, read_only=False)
    sheet = book.worksheets[0]
    assert sheet.title == "用户 列表" and sheet.freeze_panes == "A2"
    assert sheet["A1"].font.b and sheet.column_dimensions["A"].width == 10
    values = [[cell.value for cell in row] for row in sheet.iter_rows()]
    assert values[0] == ["甲", "乙", "丙", "丁", "戊", "己", "庚"]
    when = format_datetime(datetime(2026, 1, 2, 3, 4, 5))  # stored UTC, shown in the console's zone
    assert values[1] == ['a<b>&"c"', " 前后空格 ", 42, 2.5, str(2**60), when, None]
    assert values[2] == ["坏字符", None, "nan", "是", -7, "2026-05-06", "=1+1"]
    assert sheet["G3"].data_type == "s"  # a formula-looking text stays text


def test_page_totals_exact_when_cheap_estimated_when_dear(
    things: None,
    client: TestClient,
    ctx: AppContext,
    projects: tuple[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    kind, rare = unique("e")[-10:], unique("r")[-10:]
    count = 1500
    with ctx.db.sessionmaker.begin() as db:
        db.add_all([Thing(project_id=int(projects[1]), name=f"估算{i}", kind=kind) for i in range(count)])
        db.add_all([Thing(project_id=int(projects[1]), name=f"少量{i}", kind=rare) for i in range(3)])
    admin = Api(client, login(client, "superAdmin"))
    exact = admin.ok("GET", "/testThing/page", kinds=kind, pageNo=3)
    assert (exact["totalRows"], exact["totalApprox"], len(exact["rows"])) == (count, False, 10)

    # Make every count "dear": the totals become estimates, the rows stay exact.
    monkeypatch.setattr(counting, "SQLITE_SMALL_TABLE", 0)
    monkeypatch.setattr(counting, "SQLITE_COUNT_BUDGET", 0.0)
    monkeypatch.setattr(counting, "SQLITE_STEP", 1)
    monkeypatch.setattr(counting, "PG_COST_LIMIT", -1.0)
    dear = admin.ok("GET", "/testThing/page", kinds=kind, pageNo=3, sortField="name", sortOrder="ascend")
    assert dear["totalApprox"] is True and dear["totalRows"] >= 31  # never below what the page proved
    assert [r["name"] for r in dear["rows"]] == sorted(f"估算{i}" for i in range(count))[20:30]
    assert dear["totalPage"] == -(-dear["totalRows"] // 10)
    if ctx.db.engine.dialect.name == "sqlite":  # rowid samples: a fair estimate of the real 1,500
        assert count / 2 <= dear["totalRows"] <= count * 2
    # A short page tells its total without counting: exact even now.
    few = admin.ok("GET", "/testThing/page", kinds=rare)
    assert (few["totalRows"], few["totalApprox"], len(few["rows"])) == (3, False, 3)
    beyond = admin.ok("GET", "/testThing/page", kinds=rare, pageNo=2)
    assert beyond["rows"] == [] and beyond["totalRows"] >= 0
