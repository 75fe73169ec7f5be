"""代码生成 through HTTP: the catalogue of the console's own database and of registered ones (a SQLite
file under DATA_DIR, this machine's MariaDB), per-column options read from the table, their rules,
preview and zip of the generated files, and the refusals (no integer `id` key, a taken API prefix or
table, production)."""

from __future__ import annotations

import io
import sqlite3
import zipfile
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from codegen_helpers import Tables, add_generation, configs, generation
from crud_contract import NO_PERMISSION
from crud_helpers import Api, make_role, unique
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.main import create_app

MARIADB = {"dialect": "mysql", "host": "127.0.0.1", "port": 3306, "database": "test", "username": "root"}


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture(scope="module")
def widget(tables: Tables) -> str:
    return tables.make(f"biz_widget_{unique('')}")


def _failure(answer: dict[str, Any]) -> tuple[int, str]:
    assert not answer["success"], answer
    return answer["code"], answer["message"]


def test_the_catalogue_lists_tables_of_the_own_database(admin: Api, widget: str) -> None:
    tables = {t["tableName"] for t in admin.ok("GET", "/codeGenerate/InformationList", databaseId="0")}
    assert {widget, "sys_user", "sys_code_generate"} <= tables
    assert "alembic_version" not in tables


def test_adding_reads_the_columns_into_options(admin: Api, widget: str) -> None:
    gen = add_generation(admin, widget)
    assert (gen["databaseId"], gen["databaseName"]) == ("0", "本系统数据库")
    cols = configs(admin, gen["id"])
    assert list(cols) == [
        "id", "name", "qty", "price", "made_on", "made_at", "active", "remark", "tags", "create_time",
    ]  # fmt: skip
    kinds = {name: c["kind"] for name, c in cols.items()}
    assert kinds == {
        "id": "bigint",
        "name": "string:30",
        "qty": "int",
        "price": "numeric:10:2",
        "made_on": "date",
        "made_at": "datetime",
        "active": "bool",
        "remark": "text",
        "tags": "string:100",
        "create_time": "datetime",
    }
    assert cols["id"]["columnKey"] == "PRI" and cols["id"]["whetherCommon"] == "Y"
    assert cols["create_time"]["whetherCommon"] == "Y" and cols["create_time"]["whetherAddUpdate"] == "N"
    name = cols["name"]
    assert (name["nullable"], name["uniqueFlag"], name["whetherRequired"]) == ("N", "Y", "Y")
    assert (name["queryWhether"], name["queryType"], name["javaName"], name["javaType"]) == (
        "Y",
        "like",
        "name",
        "String",
    )
    assert (cols["qty"]["effectType"], cols["made_on"]["effectType"], cols["remark"]["effectType"]) == (
        "inputnumber",
        "datepicker",
        "textarea",
    )
    assert cols["made_at"]["javaName"] == "madeAt" and cols["qty"]["whetherRequired"] == "N"


def test_option_rules_keep_not_null_columns_in_the_form(admin: Api, widget: str) -> None:
    gen = add_generation(admin, widget)
    cols = configs(admin, gen["id"])
    edits = [
        {
            **cols["name"],
            "whetherAddUpdate": "N",
            "whetherRequired": "N",
            "columnComment": "名称",
            "whetherRetract": "Y",
        },
        {**cols["qty"], "queryWhether": "Y", "queryType": "ge", "columnComment": "数量"},
        {**cols["active"], "effectType": "select", "dictTypeCode": "yes_or_no"},
        {**cols["tags"], "effectType": "checkbox", "dictTypeCode": "yes_or_no", "columnComment": "标签"},
        {**cols["id"], "whetherAddUpdate": "Y", "columnComment": "主键"},
    ]
    admin.ok("POST", "/sysCodeGenerateConfig/edit", {"sysCodeGenerateConfigParamList": edits})
    after = configs(admin, gen["id"])
    assert (after["name"]["whetherAddUpdate"], after["name"]["whetherRequired"]) == ("Y", "Y")
    assert after["name"]["columnComment"] == "名称"
    assert (after["qty"]["queryWhether"], after["qty"]["queryType"]) == ("Y", "ge")
    assert after["active"]["dictTypeCode"] == "yes_or_no"
    assert (after["id"]["whetherAddUpdate"], after["id"]["columnComment"]) == ("N", "主键")
    detail = admin.ok("GET", "/sysCodeGenerateConfig/detail", id=after["qty"]["id"])
    assert detail["queryType"] == "ge"
    unknown = {**after["active"], "dictTypeCode": "no_such_dict"}
    answer = admin.post("/sysCodeGenerateConfig/edit", {"sysCodeGenerateConfigParamList": [unknown]})
    assert _failure(answer) == (110012010, "字典no_such_dict不存在")
    bad = {**after["qty"], "queryType": "between", "columnComment": "长" * 21}
    refused = _failure(admin.post("/sysCodeGenerateConfig/edit", {"sysCodeGenerateConfigParamList": [bad]}))
    assert refused == (1012001, "字段描述长度不能超过20位,查询方式取值不正确")  # list items named by title
    assert configs(admin, gen["id"])["active"]["dictTypeCode"] == "yes_or_no"  # nothing half-written
    files = {
        f["fileName"]: f["fileContent"] for f in admin.ok("GET", "/codeGenerate/runFileContent", id=gen["id"])
    }
    assert "{ key: 'name', title: '名称', inSearch: true, sorter: true, ellipsis: true," in files["index.tsx"]
    assert (
        "{ key: 'active', title: 'active', type: 'switch'" in files["index.tsx"]
    )  # a boolean stays a switch


def test_preview_and_zip_hold_the_same_files(admin: Api, widget: str) -> None:
    gen = add_generation(admin, widget, busName=unique("part_"))
    bus = gen["busName"]
    files = admin.ok("GET", "/codeGenerate/runFileContent", id=gen["id"])
    paths = [f["path"] for f in files]
    package = f"backend/src/sitesafe/modules/gen/{bus}"
    assert paths == [
        f"{package}/__init__.py",
        f"{package}/models.py",
        f"{package}/schemas.py",
        f"{package}/service.py",
        f"{package}/router.py",
        f"{package}/menu.py",
        f"backend/migrations/versions/gen_{bus}.py",
        f"backend/tests/test_crud_gen_{bus}.py",
        f"frontend/src/modules/gen/{bus}/index.tsx",
    ]
    by_name = {f["path"]: f for f in files}
    model = by_name[f"{package}/models.py"]
    assert model["fileName"] == "models.py" and model["language"] == "python"
    assert f'__tablename__ = "{widget}"' in model["fileContent"]
    assert "name: Mapped[str] = mapped_column(String(30), unique=True)" in model["fileContent"]
    assert (
        "price: Mapped[float | None] = mapped_column(Numeric(10, 2, asdecimal=False))" in model["fileContent"]
    )
    service = by_name[f"{package}/service.py"]["fileContent"]
    assert f'name="{gen["className"][0].lower()}{gen["className"][1:]}"' in service
    assert 'Like("name")' in service and "ErrorCode.GEN_DATA_REPEAT" in service
    migration = by_name[f"backend/migrations/versions/gen_{bus}.py"]["fileContent"]
    assert f'revision: str = "gen_{bus}"' in migration and 'down_revision: str | None = "' in migration
    screen = by_name[f"frontend/src/modules/gen/{bus}/index.tsx"]["fileContent"]
    assert "<CrudPage def=" in screen and "type: 'switch'" in screen and "type: 'date'" in screen
    content, kind, disposition = admin.download("/codeGenerate/runDown", id=gen["id"])
    assert kind == "application/zip" and f"{bus}.zip" in disposition
    with zipfile.ZipFile(io.BytesIO(content)) as archive:
        assert archive.namelist() == paths
        assert archive.read(f"{package}/models.py").decode() == model["fileContent"]


def test_titles_from_other_databases_cannot_break_out_of_the_generated_code(admin: Api, widget: str) -> None:
    nasty = 'a"""b*/c`${d}\\e\''
    gen = add_generation(admin, widget, tableComment=nasty, authorName='x"""y')
    cols = configs(admin, gen["id"])
    edits = [{**cols["name"], "columnComment": "名'\"*/称"}]
    admin.ok("POST", "/sysCodeGenerateConfig/edit", {"sysCodeGenerateConfigParamList": edits})
    for item in admin.ok("GET", "/codeGenerate/runFileContent", id=gen["id"]):
        content = item["fileContent"]
        assert '"""b' not in content and "${d}" not in content, item["path"]
        if item["language"] == "python":
            compile(content, item["path"], "exec")  # still one valid module
        else:
            assert content.count("*/") == 1  # only the header comment's own end
    bad_table = admin.post("/codeGenerate/add", generation('x"; drop'))
    assert _failure(bad_table) == (1012001, "数据库表名格式不正确")


def test_refusals(admin: Api, widget: str, tables: Tables) -> None:
    keyless = tables.make(f"biz_keyless_{unique('')}", "code VARCHAR(10) PRIMARY KEY, n INTEGER")
    answer = admin.post("/codeGenerate/add", generation(keyless))
    assert _failure(answer) == (110012003, "请检查此数据表中主键的定义：需要名为id的整数主键")
    assert _failure(admin.post("/codeGenerate/add", generation("no_such_table"))) == (
        110012004,
        "数据表no_such_table不存在",
    )
    taken = admin.post("/codeGenerate/add", {**generation(widget), "className": "SysPos"})
    assert _failure(taken) == (110012006, "接口前缀sysPos已被占用，请修改类名")
    own = admin.post("/codeGenerate/add", generation("sys_pos"))
    assert _failure(own) == (110012005, "数据表sys_pos已有本系统的模块，不能再生成")
    first = add_generation(admin, widget)
    again = admin.post("/codeGenerate/add", generation(widget, busName=first["busName"]))
    assert _failure(again) == (110012007, "业务名重复，请检查busName参数")
    bad = admin.post("/codeGenerate/add", {**generation(widget), "busName": "Bad-Name", "className": "x"})
    assert _failure(bad) == (1012001, "类名格式不正确,业务名格式不正确")
    total = admin.ok("GET", "/codeGenerate/page", tableName=keyless)["totalRows"]
    assert total == 0  # a refused add leaves nothing behind

    # a column no form holds (JSON) that must be filled and has no default: adds would fail
    unfillable = tables.make(
        f"biz_doc_{unique('')}", "id INTEGER PRIMARY KEY, title VARCHAR(20), doc JSON NOT NULL"
    )
    assert _failure(admin.post("/codeGenerate/add", generation(unfillable))) == (
        110012012,
        "字段doc的类型JSON无法在表单中填写，它又不能为空、没有默认值，新增将失败，不能生成",
    )
    assert admin.ok("GET", "/codeGenerate/page", tableName=unfillable)["totalRows"] == 0
    defaulted = "id INTEGER PRIMARY KEY, title VARCHAR(20), doc JSON NOT NULL DEFAULT '{}', extra JSON"
    gen = add_generation(admin, tables.make(f"biz_doc_{unique('')}", defaulted))
    assert {c["columnName"]: c["whetherAddUpdate"] for c in configs(admin, gen["id"]).values()} == {
        "id": "N",
        "title": "Y",
        "doc": "N",
        "extra": "N",
    }

    # a form of switches alone cannot tell one row from another
    switches = tables.make(f"biz_switch_{unique('')}", "id INTEGER PRIMARY KEY, night BOOLEAN NOT NULL")
    gen = add_generation(admin, switches)
    assert _failure(admin.get("/codeGenerate/runFileContent", id=gen["id"])) == (
        110012011,
        "增改字段只有是否类字段，无法区分每一行：请至少勾选一个文本、数字或日期字段",
    )


def test_editing_the_table_rereads_columns_and_delete_takes_the_options(
    admin: Api, widget: str, tables: Tables
) -> None:
    gen = add_generation(admin, widget)
    other = tables.make(f"biz_other_{unique('')}", "id INTEGER PRIMARY KEY, title VARCHAR(20)")
    detail = admin.ok("GET", "/codeGenerate/detail", id=gen["id"])
    admin.ok("POST", "/codeGenerate/edit", {**detail, "tableName": other})
    assert list(configs(admin, gen["id"])) == ["id", "title"]
    admin.ok("POST", "/codeGenerate/delete", [{"id": gen["id"]}])
    assert admin.get("/sysCodeGenerateConfig/list", codeGenId=gen["id"])["code"] == 110012001


def test_registered_sources_sqlite_and_mariadb(admin: Api, ctx: AppContext) -> None:
    folder = ctx.settings.data_dir / "datasources"
    folder.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(folder / "codegen.db") as lite:
        lite.execute(
            "CREATE TABLE IF NOT EXISTS shop_item (id INTEGER PRIMARY KEY, label VARCHAR(40) NOT NULL)"
        )
    name = unique("src")
    admin.ok(
        "POST",
        "/sysDatabaseInfo/add",
        {"name": name, "dialect": "sqlite", "database": "datasources/codegen.db"},
    )
    source = admin.ok("GET", "/sysDatabaseInfo/page", name=name)["rows"][0]["id"]
    tables = admin.ok("GET", "/codeGenerate/InformationList", databaseId=source)
    assert [t["tableName"] for t in tables] == ["shop_item"]
    gen = add_generation(admin, "shop_item", databaseId=source)
    assert gen["databaseName"] == name
    cols = configs(admin, gen["id"])
    assert {n: (c["kind"], c["nullable"]) for n, c in cols.items()} == {
        "id": ("int", "N"),
        "label": ("string:40", "N"),
    }
    maria = unique("maria")
    engine = create_engine("mysql+pymysql://root@127.0.0.1:3306/test")
    try:
        with engine.begin() as conn:
            conn.execute(
                text(
                    f"CREATE TABLE {maria} (id BIGINT PRIMARY KEY, "
                    "title VARCHAR(50) NOT NULL COMMENT '标题', amount DECIMAL(12,2), born DATETIME, "
                    "flag TINYINT(1)) COMMENT='玛丽亚表'"
                )
            )
        admin.ok("POST", "/sysDatabaseInfo/add", {**MARIADB, "name": maria, "password": ""})
        source = admin.ok("GET", "/sysDatabaseInfo/page", name=maria)["rows"][0]["id"]
        listed = {
            t["tableName"]: t for t in admin.ok("GET", "/codeGenerate/InformationList", databaseId=source)
        }
        assert listed[maria]["tableComment"] == "玛丽亚表"
        cols = configs(admin, add_generation(admin, maria, databaseId=source)["id"])
        assert cols["title"]["columnComment"] == "标题"
        assert [cols[n]["kind"] for n in ("id", "title", "amount", "born")] == [
            "bigint",
            "string:50",
            "numeric:12:2",
            "datetime",
        ]
    finally:
        with engine.begin() as conn:
            conn.execute(text(f"DROP TABLE IF EXISTS {maria}"))
        engine.dispose()
    closed = unique("closed")
    admin.ok("POST", "/sysDatabaseInfo/add", {**MARIADB, "name": closed, "port": 1})
    source = admin.ok("GET", "/sysDatabaseInfo/page", name=closed)["rows"][0]["id"]
    code, message = _failure(admin.get("/codeGenerate/InformationList", databaseId=source))
    assert code == 2020056 and message.startswith("连接失败：")


@pytest.fixture
def production(settings: Settings, fake_clock: FakeClock) -> Iterator[TestClient]:
    """A console that runs as production (ENV is read per request; starting one for real would refuse
    the test database's seed passwords, test_settings_and_cli checks that)."""
    app = create_app(settings, clock=fake_clock)
    app.state.ctx.settings = settings.model_copy(update={"ENV": "production"})
    with TestClient(app) as client:
        yield client
    app.state.ctx.db.dispose()


def test_writing_into_the_project_is_refused_in_production(production: TestClient, widget: str) -> None:
    admin = Api(production, login(production, "superAdmin"))
    gen = add_generation(admin, widget)
    answer = admin.post("/codeGenerate/runLocal", {"id": gen["id"]})
    assert _failure(answer) == (
        110012002,
        "本地生成代码输出路径错误：生产环境不允许生成到本项目，请下载压缩包",
    )
    assert admin.ok("GET", "/codeGenerate/runFileContent", id=gen["id"])  # preview still works


def test_permissions(client: TestClient, ctx: AppContext, make_user: Any, widget: str) -> None:
    user = make_user(roles=(make_role(ctx, ["codeGenerate:page"]),), org="hxjt")
    api = Api(client, login(client, user.account))
    assert api.get("/codeGenerate/page")["success"]
    for path in (
        "/codeGenerate/InformationList",
        "/codeGenerate/runFileContent",
        "/sysCodeGenerateConfig/list",
    ):
        assert (api.get(path, id="1", codeGenId="1")["code"], api.get(path)["message"]) == NO_PERMISSION
    assert _failure(api.post("/codeGenerate/runLocal", {"id": "1"})) == NO_PERMISSION
