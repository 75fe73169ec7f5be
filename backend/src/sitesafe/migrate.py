"""Runs the Alembic migrations of `backend/migrations` programmatically."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection

BACKEND_DIR = Path(__file__).resolve().parents[2]


def alembic_config(url: str | None = None, connection: Connection | None = None) -> Config:
    config = Config(str(BACKEND_DIR / "alembic.ini"))
    config.set_main_option("script_location", str(BACKEND_DIR / "migrations"))
    config.attributes["configure_logger"] = False
    if url:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def upgrade(url: str | None = None, connection: Connection | None = None) -> None:
    command.upgrade(alembic_config(url, connection), "head")
