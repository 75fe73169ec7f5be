"""代码生成's guards through HTTP: 所属应用 must be an application, a value that reaches generated code
as a string literal is escaped (it cannot end the literal), and a generated package that fails to
import leaves the console starting, logged with its name, the rest served."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from codegen_helpers import Tables, add_generation, generation
from crud_helpers import Api, unique
from helpers import login
from sitesafe.core.settings import Settings

APP_NOT_EXIST = 110012013
SOURCE = Path(__file__).resolve().parents[1] / "src"


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture(scope="module")
def widget(tables: Tables) -> str:
    return tables.make(f"biz_widget_{unique('')}")


def test_the_application_must_exist(admin: Api, widget: str) -> None:
    for app_code in ("nope", 'system"\nimport os'):
        answer = admin.post("/codeGenerate/add", generation(widget, appCode=app_code))
        assert not answer["success"] and answer["code"] == APP_NOT_EXIST, answer
        assert "所属应用" in answer["message"] and "appCode" in answer["message"], answer
    gen = add_generation(admin, widget)
    edited = admin.post("/codeGenerate/edit", {**generation(widget, busName=gen["busName"]), "id": gen["id"]})
    assert edited["success"], edited
    refused = admin.post("/codeGenerate/edit", {**generation(widget, appCode="nope"), "id": gen["id"]})
    assert refused["code"] == APP_NOT_EXIST, refused


def _menu_file(admin: Api, gen_id: str) -> str:
    files = admin.ok("GET", "/codeGenerate/runFileContent", id=gen_id)
    return next(f["fileContent"] for f in files if f["path"].endswith("/menu.py"))


def test_a_parent_menu_code_is_escaped_in_the_generated_menu(admin: Api, widget: str) -> None:
    code = unique('odd"\\') + "\n# " + unique("")
    name = unique("奇怪的目录")
    body = {"name": name, "code": code, "type": 0, "application": "system", "pid": "0"}
    body |= {"weight": 1, "visible": "Y", "sort": 100, "openType": 0, "router": "/" + unique("odd")}
    admin.ok("POST", "/sysMenu/add", body)
    parent = admin.ok("GET", "/sysMenu/list", application="system", name=name)[0]
    try:
        assert (parent["name"], parent["code"]) == (name, code)
        gen = add_generation(admin, widget, menuPid=parent["id"])
        source = _menu_file(admin, gen["id"])
    finally:  # the menu tree of the session's database stays the seeded one for the other tests
        admin.ok("POST", "/sysMenu/delete", {"id": parent["id"]})
    tree = ast.parse(source)  # the whole file still parses
    parents = [
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.AnnAssign) and ast.unparse(node.target) == "PARENT" and node.value
    ]
    assert parents == [code]


BROKEN = "raise RuntimeError('手改坏了')\n"
PROBE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from fastapi.testclient import TestClient
from helpers import login
from sitesafe.main import create_app
from sitesafe.core.settings import Settings

app = create_app(Settings())
with TestClient(app) as client:
    token = login(client, "superAdmin")
    headers = {"Authorization": f"Bearer {token}"}
    apps = client.get("/api/sysApp/list", headers=headers).json()
    missing = client.get(f"/api/{sys.argv[2]}/page", headers=headers)
    print(json.dumps({"apps": apps["success"], "missing": missing.status_code}))
"""


def test_a_generated_package_that_fails_to_import_is_left_out(settings: Settings, tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(SOURCE, source, ignore=shutil.ignore_patterns("__pycache__"))
    bus = f"broken_{unique('')}"
    package = source / "sitesafe" / "modules" / "gen" / bus
    package.mkdir()
    (package / "__init__.py").write_text('"""由代码生成。"""\n', encoding="utf-8")
    for part in ("models", "schemas", "service", "router", "menu"):
        (package / f"{part}.py").write_text(BROKEN, encoding="utf-8")
    env: dict[str, Any] = {**os.environ, "PYTHONPATH": str(source)}
    env |= {
        "DATABASE_URL": settings.DATABASE_URL,
        "DATA_DIR": str(tmp_path / "data"),
        "STATIC_DIR": settings.STATIC_DIR,
        "SECRET_KEY": settings.SECRET_KEY,
        "LOG_LEVEL": "WARNING",
        "REDIS_URL": "",
    }
    tests = str(Path(__file__).resolve().parent)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, tests, bus],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"apps": True, "missing": 404}
    assert f"代码生成的模块 {bus} 无法加载" in done.stderr, done.stderr[-3000:]
