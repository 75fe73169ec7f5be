"""Fixtures: a real database (SQLite file, or TEST_DATABASE_URL), migrated with Alembic and seeded, an app
with an injectable clock, HTTP clients and log-in helpers."""

from __future__ import annotations

import io
import os
import re
import secrets
import socket
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import redis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy import create_engine, delete, select, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from helpers import PASSWORD, REDIS_URL, FakeClock, SetConfig, bearer, login
from sitesafe import migrate
from sitesafe.core.context import AppContext
from sitesafe.core.passwords import hash_password
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.system.auth.models import SysLoginAttempt, SysRateLimit
from sitesafe.modules.system.config.models import SysConfig
from sitesafe.modules.system.emp.models import SysEmp
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.user.models import SysUser, SysUserRole
from sitesafe.seed.runner import run_seed
from sitesafe.sim import broker

# The CRUD contract lives outside test modules: give it pytest's assertion messages too.
pytest.register_assert_rewrite(
    "crud_contract", "crud_helpers", "people_helpers", "site_contract", "site_helpers"
)


def _prepare_database(url: str) -> None:
    if make_url(url).get_backend_name() == "postgresql":
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
        engine.dispose()
    migrate.upgrade(url)


@pytest.fixture(scope="session")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("sitesafe")


@pytest.fixture(scope="session")
def database_url(workdir: Path) -> str:
    url = os.environ.get("TEST_DATABASE_URL") or f"sqlite:///{workdir / 'test.db'}"
    _prepare_database(url)
    return url


@pytest.fixture(scope="session")
def settings(database_url: str, workdir: Path) -> Settings:
    return Settings(
        DATABASE_URL=database_url,
        DATA_DIR=str(workdir / "data"),
        STATIC_DIR=str(workdir / "no-static"),
        SMS_LOG_FILE=str(workdir / "sms.log"),
        SECRET_KEY="test-secret-key-that-is-long-enough-for-hs256",
        LOG_LEVEL="WARNING",
        REDIS_URL="",
    )


@pytest.fixture(scope="session")
def fake_clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(scope="session")
def app(settings: Settings, fake_clock: FakeClock) -> Iterator[FastAPI]:
    application = create_app(settings, clock=fake_clock)
    ctx: AppContext = application.state.ctx
    with ctx.db.sessionmaker() as db:
        run_seed(db)
    yield application
    ctx.db.dispose()


@pytest.fixture
def redis_app(settings: Settings, fake_clock: FakeClock) -> Iterator[FastAPI]:
    """A second app on the same database whose sessions live in Redis (emptied before and after)."""
    redis.Redis.from_url(REDIS_URL).flushdb()
    application = create_app(settings.model_copy(update={"REDIS_URL": REDIS_URL}), clock=fake_clock)
    try:
        yield application
    finally:
        redis.Redis.from_url(REDIS_URL).flushdb()
        application.state.ctx.db.dispose()


@pytest.fixture
def ctx(app: FastAPI) -> AppContext:
    context: AppContext = app.state.ctx
    return context


@pytest.fixture(autouse=True)
def _isolate(app: FastAPI, fake_clock: FakeClock) -> Iterator[None]:
    """Each test starts at the real time, without lock-out or rate-limit counters, with fresh config
    values."""
    ctx: AppContext = app.state.ctx
    fake_clock.offset = timedelta(0)
    with ctx.db.sessionmaker.begin() as db:
        db.execute(delete(SysLoginAttempt))
        db.execute(delete(SysRateLimit))
    ctx.config.invalidate()
    yield
    fake_clock.offset = timedelta(0)


@pytest.fixture
def clock(fake_clock: FakeClock) -> FakeClock:
    return fake_clock


@pytest.fixture
def client(app: FastAPI) -> TestClient:
    return TestClient(app)


@pytest.fixture
def db(ctx: AppContext) -> Iterator[Session]:
    with ctx.db.sessionmaker() as session:
        yield session


@pytest.fixture
def admin_headers(client: TestClient) -> dict[str, str]:
    return bearer(login(client, "superAdmin"))


@pytest.fixture
def demo_headers(client: TestClient) -> dict[str, str]:
    return bearer(login(client, "demo"))


_accounts = iter(range(1, 1_000_000))


@pytest.fixture
def make_user(ctx: AppContext) -> Callable[..., SysUser]:
    """Creates an ordinary user (password 123456) with optional roles (codes) and organisation (code)."""

    def create(
        roles: tuple[str, ...] = (), org: str | None = None, phone: str | None = None, **fields: Any
    ) -> SysUser:
        account = fields.pop("account", f"user{next(_accounts)}_{os.getpid()}")
        with ctx.db.sessionmaker() as session:
            values: dict[str, Any] = {"name": account, "admin_type": 2, "status": 0, "sex": 3, **fields}
            user = SysUser(account=account, password=hash_password(PASSWORD), phone=phone, **values)
            session.add(user)
            session.flush()
            for code in roles:
                role_id = session.execute(select(SysRole.id).where(SysRole.code == code)).scalar_one()
                session.add(SysUserRole(user_id=user.id, role_id=role_id))
            if org is not None:
                found = session.execute(select(SysOrg).where(SysOrg.code == org)).scalar_one()
                session.add(SysEmp(id=user.id, org_id=found.id, org_name=found.name))
            session.commit()
            session.expunge(user)
            return user

    return create


@pytest.fixture
def set_config(ctx: AppContext) -> Iterator[SetConfig]:
    """Changes a sys_config value for one test."""
    saved: dict[str, str] = {}

    def change(code: str, value: str) -> None:
        with ctx.db.sessionmaker.begin() as session:
            row = session.execute(select(SysConfig).where(SysConfig.code == code)).scalar_one()
            saved.setdefault(code, row.value)
            row.value = value
        ctx.config.invalidate()

    yield change
    with ctx.db.sessionmaker.begin() as session:
        for code, value in saved.items():
            session.execute(update(SysConfig).where(SysConfig.code == code).values(value=value))
    ctx.config.invalidate()


_mobiles = iter(range(10_000_000))


@pytest.fixture
def new_mobile() -> Callable[[], str]:
    """A mobile number no other test uses (so SMS rate limits do not collide)."""
    prefix = f"19{os.getpid() % 10}"  # 19x: no seeded or demo number starts so
    return lambda: f"{prefix}{next(_mobiles):08d}"


@pytest.fixture
def sms_code(settings: Settings) -> Callable[[str], str]:
    """The last code the logging SMS provider wrote for a mobile."""

    def read(mobile: str) -> str:
        text_ = Path(settings.SMS_LOG_FILE).read_text(encoding="utf-8")
        codes: list[str] = re.findall(rf"mobile={mobile} code=(\d{{6}})", text_)
        assert codes, f"no SMS code logged for {mobile}"
        return codes[-1]

    return read


@pytest.fixture(scope="session")
def png_bytes() -> bytes:
    """A real 4x4 PNG image."""
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), (200, 30, 30)).save(buffer, format="PNG")
    return buffer.getvalue()


@pytest.fixture(scope="session")
def mqtt_broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[broker.Broker]:
    """The project's own Mosquitto (authentication, ACLs) on a free port; any topic prefix (tests use
    their own)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = broker.start(tmp_path_factory.mktemp("mqtt"), port, prefix="+")
    yield started
    started.stop()


@pytest.fixture
def prefix() -> str:
    """A topic prefix of the test's own on the shared broker."""
    return f"t{secrets.token_hex(5)}"


@pytest.fixture
def subscriber(ctx: AppContext, mqtt_broker: broker.Broker, prefix: str) -> Iterator[Any]:
    """The platform's MQTT ingestion on the test's prefix."""
    from mqtt_helpers import start_subscriber

    ingest = start_subscriber(ctx, mqtt_broker, prefix)
    yield ingest
    ingest.stop()


@pytest.fixture
def publisher(mqtt_broker: broker.Broker, prefix: str, clock: FakeClock) -> Iterator[Any]:
    """Devices publishing on the test's prefix, each through its own account."""
    from mqtt_helpers import Publisher

    made = Publisher(mqtt_broker, prefix, clock)
    yield made
    made.close()


@pytest.fixture(scope="module")
def tables(database_url: str) -> Iterator[Any]:
    """Tables a module makes in the test database (代码生成's sources), dropped after the module."""
    from codegen_helpers import Tables  # after the assertion rewrite of crud_helpers is registered

    made = Tables(database_url)
    yield made
    made.drop_all()
