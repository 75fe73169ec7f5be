"""The console's wire types from the server's contract: builds the app (a throwaway SQLite database, no
server), writes `app.openapi()` to JSON and runs openapi-typescript on it into frontend/src/api/schema.gen.ts.

`--check` writes into a temporary file instead and fails when it differs from the committed one, so a
schema changed on one side only is caught by `make lint`."""

from __future__ import annotations

import argparse
import difflib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "backend" / "src"))

from sitesafe.core.settings import Settings  # noqa: E402
from sitesafe.main import create_app  # noqa: E402

FRONTEND = ROOT / "frontend"
TARGET = FRONTEND / "src" / "api" / "schema.gen.ts"
GENERATOR = FRONTEND / "node_modules" / ".bin" / "openapi-typescript"


def openapi_document(workdir: Path) -> dict[str, object]:
    settings = Settings(
        DATABASE_URL=f"sqlite:///{workdir / 'openapi.db'}",
        DATA_DIR=str(workdir),
        STATIC_DIR=str(workdir / "no-static"),
        SECRET_KEY="openapi-types-throwaway-key-long-enough-for-hs256",
        LOG_LEVEL="WARNING",
        REDIS_URL="",
        SCHEDULER_ENABLED=False,
    )
    app = create_app(settings)
    try:
        return app.openapi()
    finally:
        app.state.ctx.db.dispose()


def generate(output: Path) -> None:
    if not GENERATOR.exists():
        raise SystemExit(f"{GENERATOR} is missing: run `make install-frontend` first")
    with tempfile.TemporaryDirectory(prefix="openapi-types-") as tmp:
        workdir = Path(tmp)
        source = workdir / "openapi.json"
        source.write_text(json.dumps(openapi_document(workdir), ensure_ascii=False, indent=2))
        subprocess.run(
            [str(GENERATOR), str(source), "--output", str(output), "--silent"],
            cwd=FRONTEND,
            check=True,
        )


def check() -> int:
    with tempfile.TemporaryDirectory(prefix="openapi-types-check-") as tmp:
        fresh = Path(tmp) / TARGET.name
        generate(fresh)
        expected = fresh.read_text()
    committed = TARGET.read_text() if TARGET.exists() else ""
    if committed == expected:
        return 0
    diff = difflib.unified_diff(
        committed.splitlines(keepends=True),
        expected.splitlines(keepends=True),
        fromfile=f"{TARGET.relative_to(ROOT)} (committed)",
        tofile="generated from the server's OpenAPI document",
    )
    sys.stdout.writelines(list(diff)[:80])
    print(
        f"\n{TARGET.relative_to(ROOT)} does not match the server's OpenAPI document: "
        "run `make api-types` and commit the result.",
        file=sys.stderr,
    )
    return 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail when the committed file is stale")
    args = parser.parse_args()
    if args.check:
        return check()
    generate(TARGET)
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
