"""A generated resource, applied: 代码生成 writes it into a copy of this project (runLocal with
CODEGEN_ROOT), then, in that copy, the generated Python passes ruff and mypy (strict), its own contract
test passes against a fresh database (the generated migration creates the table, the seed its menu, the
discovered router its endpoints), and the generated screen passes tsc and eslint."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from codegen_helpers import Tables, add_generation, configs
from crud_helpers import Api, unique
from helpers import FakeClock, login
from sitesafe.core.settings import Settings
from sitesafe.main import create_app

PROJECT = Path(__file__).resolve().parents[2]
SKIP = shutil.ignore_patterns("__pycache__", "*.egg-info", ".pytest_cache", ".mypy_cache", "node_modules")


def _copy_project(root: Path) -> None:
    backend = PROJECT / "backend"
    for part in ("src", "migrations", "tests"):
        shutil.copytree(backend / part, root / "backend" / part, ignore=SKIP)
    for name in ("alembic.ini", "pyproject.toml"):
        shutil.copy2(backend / name, root / "backend" / name)
    frontend = PROJECT / "frontend"
    shutil.copytree(frontend / "src", root / "frontend" / "src", ignore=SKIP)
    for name in ("tsconfig.json", "eslint.config.js", "package.json"):
        shutil.copy2(frontend / name, root / "frontend" / name)
    (root / "frontend" / "node_modules").symlink_to(frontend / "node_modules")


@pytest.fixture
def project_copy(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    _copy_project(root)
    return root


@pytest.fixture
def writer(settings: Settings, fake_clock: FakeClock, project_copy: Path) -> Iterator[TestClient]:
    app = create_app(settings.model_copy(update={"CODEGEN_ROOT": str(project_copy)}), clock=fake_clock)
    with TestClient(app) as client:
        yield client
    app.state.ctx.db.dispose()


def _inner_database(database_url: str, tmp_path: Path) -> str:
    """A database of its own for the copy's test run: a SQLite file, or a sibling PostgreSQL database."""
    url = make_url(database_url)
    if url.get_backend_name() != "postgresql":
        return f"sqlite:///{tmp_path / 'applied.db'}"
    name = f"{url.database}_codegen"
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            if (
                conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}).first()
                is None
            ):
                conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        engine.dispose()
    return url.set(database=name).render_as_string(hide_password=False)


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, f"{' '.join(args)}\n{done.stdout[-6000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_a_generated_resource_passes_lint_types_and_its_contract(
    writer: TestClient, project_copy: Path, database_url: str, tmp_path: Path, tables: Tables
) -> None:
    admin = Api(writer, login(writer, "superAdmin"))
    table = tables.make(f"biz_gadget_{unique('')}")
    bus = f"gadget_{unique('')}"
    tools = admin.ok("GET", "/sysMenu/tree", application="system")
    parent = next(node for node in tools if node["title"] == "开发管理")
    gen = add_generation(admin, table, busName=bus, className="Gadget" + bus[-4:], menuPid=parent["id"])
    cols = configs(admin, gen["id"])
    titles = {"name": "名称", "qty": "数量", "price": "单价", "made_on": "生产日期", "made_at": "出厂时间"}
    titles |= {"active": "启用", "remark": "备注", "tags": "标签"}
    edits = [{**cols[column], "columnComment": title} for column, title in titles.items()]
    edits[1] |= {"queryWhether": "Y", "queryType": "ge"}  # 数量 ≥
    edits[4] |= {"queryWhether": "Y"}  # 出厂时间: a range of days
    edits[5] |= {"effectType": "radio"}
    edits[7] |= {"effectType": "checkbox", "dictTypeCode": "yes_or_no"}  # several codes
    admin.ok("POST", "/sysCodeGenerateConfig/edit", {"sysCodeGenerateConfigParamList": edits})

    written = admin.ok("POST", "/codeGenerate/runLocal", {"id": gen["id"]})["files"]
    assert f"backend/src/sitesafe/modules/gen/{bus}/service.py" in written
    assert all((project_copy / path).is_file() for path in written)
    again = admin.ok("POST", "/codeGenerate/runLocal", {"id": gen["id"]})["files"]
    assert again == written  # a regeneration overwrites its own files (same migration place)

    # a second resource whose rows are told apart by a time alone (no text or number in its form):
    # its test searches by that time's day and gives each row a time and a date of its own
    shifts = tables.make(
        f"biz_shift_{unique('')}",
        "id BIGINT PRIMARY KEY, started_at TIMESTAMP NOT NULL UNIQUE, shift_day DATE UNIQUE, night BOOLEAN",
    )
    shift_bus = f"shift_{unique('')}"
    shift = add_generation(admin, shifts, busName=shift_bus, className="Shift" + shift_bus[-4:])
    written += admin.ok("POST", "/codeGenerate/runLocal", {"id": shift["id"]})["files"]

    backend = project_copy / "backend"
    python_files = [path.removeprefix("backend/") for path in written if path.endswith(".py")]
    ruff = str(Path(sys.executable).with_name("ruff"))
    _run([ruff, "check", *python_files], backend)
    _run([ruff, "format", "--check", *python_files], backend)
    env = {**os.environ, "PYTHONPATH": str(backend / "src")}
    mypy = [
        sys.executable,
        "-m",
        "mypy",
        "--strict",
        "--follow-imports=silent",
        "--cache-dir",
        str(tmp_path / "mypy"),
    ]
    _run([*mypy, f"src/sitesafe/modules/gen/{bus}", f"src/sitesafe/modules/gen/{shift_bus}"], backend, env)

    inner = {**env, "TEST_DATABASE_URL": _inner_database(database_url, tmp_path)}
    inner.pop("PYTEST_ADDOPTS", None)
    report = _run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-o",
            "addopts=",
            "-p",
            "no:cacheprovider",
            f"tests/test_crud_gen_{bus}.py",
            f"tests/test_crud_gen_{shift_bus}.py",
        ],
        backend,
        inner,
    )
    assert re.search(r"\b(\d+) passed", report) and int(re.findall(r"(\d+) passed", report)[-1]) >= 14, report
    assert "failed" not in report and "skipped" not in report, report

    frontend = project_copy / "frontend"
    screen = f"src/modules/gen/{bus}/index.tsx"
    (frontend / "tsconfig.gen.json").write_text(
        '{"extends": "./tsconfig.json", "include": ["' + screen + '"]}'
    )
    _run(["node_modules/.bin/tsc", "-p", "tsconfig.gen.json", "--noEmit"], frontend)
    _run(["node_modules/.bin/eslint", "--max-warnings", "0", screen], frontend)
