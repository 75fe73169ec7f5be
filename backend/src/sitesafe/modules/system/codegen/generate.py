"""Turns a generation into files: previewed, zipped, or written into this project's source tree.

Paths are relative to the project root (`backend/...`, `frontend/...`). Python files are put through
ruff's formatter when it is installed (a source checkout), so what is written is what the lint
expects. Writing refuses production (ENV=production), a root that is not a source checkout, and any
existing file that was not itself generated."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

from alembic.script import ScriptDirectory

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.system.codegen import render_backend as rb
from sitesafe.modules.system.codegen.render_frontend import index_tsx
from sitesafe.modules.system.codegen.render_test import contract_test_py
from sitesafe.modules.system.codegen.spec import MARKER, Spec

PROJECT_ROOT = Path(__file__).resolve().parents[6]  # backend/src/sitesafe/modules/system/codegen


@dataclass(frozen=True)
class GeneratedFile:
    path: str
    language: str
    content: str

    @property
    def file_name(self) -> str:
        return self.path.rsplit("/", 1)[-1]


def files(spec: Spec) -> list[GeneratedFile]:
    package = f"backend/src/sitesafe/modules/gen/{spec.bus}"
    python = [
        (f"{package}/__init__.py", rb.init_py(spec)),
        (f"{package}/models.py", rb.models_py(spec)),
        (f"{package}/schemas.py", rb.schemas_py(spec)),
        (f"{package}/service.py", rb.service_py(spec)),
        (f"{package}/router.py", rb.router_py(spec)),
        (f"{package}/menu.py", rb.menu_py(spec)),
        (f"backend/migrations/versions/{spec.revision}.py", rb.migration_py(spec)),
        (f"backend/tests/test_crud_gen_{spec.bus}.py", contract_test_py(spec)),
    ]
    formatted = _ruff_format([content for _, content in python])
    result = [
        GeneratedFile(path, "python", content) for (path, _), content in zip(python, formatted, strict=True)
    ]
    result.append(
        GeneratedFile(f"frontend/src/modules/gen/{spec.bus}/index.tsx", "typescript", index_tsx(spec))
    )
    return result


def _ruff() -> str | None:
    beside = Path(sys.executable).with_name("ruff")
    return str(beside) if beside.is_file() else shutil.which("ruff")


def _ruff_format(sources: list[str]) -> list[str]:
    ruff = _ruff()
    if ruff is None:
        return sources
    config = PROJECT_ROOT / "backend" / "pyproject.toml"
    args = [ruff, "format", "--stdin-filename", "generated.py"]
    if config.is_file():
        args += ["--config", str(config)]
    out = []
    for source in sources:
        done = subprocess.run(args, input=source, capture_output=True, text=True, timeout=30, check=False)
        out.append(done.stdout if done.returncode == 0 and done.stdout else source)
    return out


def zip_bytes(generated: list[GeneratedFile]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for item in generated:
            archive.writestr(item.path, item.content)
    return buffer.getvalue()


def migration_head(root: Path, revision: str) -> str | None:
    """The revision a new migration follows: the head of the root's migrations (for a regeneration,
    what the earlier one followed)."""
    location = root / "backend" / "migrations"
    if not location.is_dir():
        return None
    scripts = ScriptDirectory(str(location))
    existing = (
        scripts.get_revision(revision) if revision in {s.revision for s in scripts.walk_revisions()} else None
    )
    if existing is not None:
        down = existing.down_revision
        return down if isinstance(down, str) or down is None else down[0]
    heads = scripts.get_heads()
    return heads[0] if heads else None


def source_root(configured: str) -> Path:
    return Path(configured).resolve() if configured else PROJECT_ROOT


def write(root: Path, generated: list[GeneratedFile], *, production: bool) -> list[str]:
    """Writes every file or none (all are checked before the first is written)."""
    if production:
        raise AppError(ErrorCode.CODEGEN_LOCAL_REFUSED, reason="生产环境不允许生成到本项目，请下载压缩包")
    if not (root / "backend" / "src" / "sitesafe").is_dir() or not (root / "frontend" / "src").is_dir():
        raise AppError(
            ErrorCode.CODEGEN_LOCAL_REFUSED, reason="当前运行目录不是本项目的源码目录，请下载压缩包"
        )
    targets = [(root / item.path, item) for item in generated]
    for path, item in targets:
        if path.exists() and MARKER not in path.read_text(encoding="utf-8", errors="replace"):
            raise AppError(ErrorCode.CODEGEN_LOCAL_REFUSED, reason=f"{item.path}已存在且不是生成的文件")
    for path, item in targets:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(item.content, encoding="utf-8")
    return [item.path for item in generated]
