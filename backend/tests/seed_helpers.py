"""The demo seed as `make run` runs it (`python -m sitesafe.cli`, ENV=demo, no SECRET_KEY), on a database
of its own: the shared test database stays free of the demo's 200 workers and its records."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

BACKEND = Path(__file__).resolve().parents[1]


def own_database(database_url: str, folder: Path) -> Iterator[str]:
    """A module fixture's body: a schema of its own on PostgreSQL (dropped after), a file on SQLite."""
    if make_url(database_url).get_backend_name() != "postgresql":
        yield f"sqlite:///{folder / 'demo.db'}"
        return
    schema = f"seed_{uuid.uuid4().hex[:8]}"
    engine = create_engine(database_url)
    with engine.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    yield (
        make_url(database_url)
        .update_query_dict({"options": f"-csearch_path={schema}"})
        .render_as_string(hide_password=False)
    )
    with engine.begin() as conn:
        conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    engine.dispose()


def run_cli(url: str, tmp: Path, *args: str) -> None:
    # As `make run` does: no SECRET_KEY, so the installation's own key (made in DATA_DIR) seals the data.
    env = {**os.environ, "DATABASE_URL": url, "ENV": "demo", "DATA_DIR": str(tmp)}
    env.pop("DATA_KEY", None)
    env.pop("SECRET_KEY", None)
    done = subprocess.run(
        [sys.executable, "-m", "sitesafe.cli", *args], cwd=BACKEND, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-2000:]
