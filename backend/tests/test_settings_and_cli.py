"""Settings rules and the administration commands."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import jwt
import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from helpers import call, login
from sitesafe import cli
from sitesafe.core.settings import DEFAULT_SECRET_KEY, Settings, get_settings
from sitesafe.main import create_app


def test_production_refuses_the_default_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SECRET_KEY", raising=False)
    for refused in ({"SECRET_KEY": DEFAULT_SECRET_KEY}, {"SECRET_KEY": ""}, {}):
        with pytest.raises(ValidationError, match="SECRET_KEY"):
            Settings(ENV="production", **refused)
    assert (
        Settings(ENV="production", SECRET_KEY="a-real-secret-of-enough-length-0123456789").ENV == "production"
    )


def test_defaults_point_into_the_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DATABASE_URL", "STATIC_DIR", "SMS_LOG_FILE", "DATA_DIR", "PORT", "TIMEZONE", "ENV"):
        monkeypatch.delenv(name, raising=False)
    defaults = Settings()
    assert defaults.DATABASE_URL.endswith("/var/sitesafe.db") and defaults.PORT == 8000
    assert defaults.STATIC_DIR.endswith("/frontend/dist") and defaults.SMS_LOG_FILE.endswith("/var/sms.log")
    assert defaults.TIMEZONE == "Asia/Shanghai" and defaults.ENV == "demo"


def test_create_user_and_set_password(
    monkeypatch: pytest.MonkeyPatch,
    settings: Settings,
    client: TestClient,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("DATABASE_URL", settings.DATABASE_URL)
    # Not the demo environment: `seed` then leaves out the demo site data the other tests do not expect.
    monkeypatch.setenv("ENV", "production")
    monkeypatch.setenv("SECRET_KEY", settings.SECRET_KEY)
    get_settings.cache_clear()
    try:
        cli.main(["create-user", "cliuser", "--name", "命令行用户", "--password", "cli-pass-1"])
        with pytest.raises(SystemExit, match="账号已存在"):
            cli.main(["create-user", "cliuser", "--password", "cli-pass-1"])
        token = login(client, "cliuser", "cli-pass-1")
        assert call(client, "GET", "/api/getLoginUser", token)["data"]["name"] == "命令行用户"
        cli.main(["set-password", "cliuser", "--password", "cli-pass-2"])
        assert login(client, "cliuser", "cli-pass-2")
        with pytest.raises(SystemExit, match="至少6位"):
            cli.main(["set-password", "cliuser", "--password", "123"])
        cli.main(["migrate"])
        cli.main(["seed"])
        assert "初始数据已就绪" in capsys.readouterr().out
    finally:
        get_settings.cache_clear()


def test_a_demo_installation_signs_with_a_key_of_its_own(settings: Settings, tmp_path: Path) -> None:
    """No SECRET_KEY (or the public default of earlier versions): a random key is made on first start,
    kept private under DATA_DIR, and used from then on; a token forged with the default is refused."""
    data = tmp_path / "installation"
    demo = settings.model_copy(update={"SECRET_KEY": "", "DATA_DIR": str(data)})
    first = create_app(demo)
    try:
        key_file = data / "secret_key"
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
        key = key_file.read_text(encoding="utf-8").strip()
        assert len(key) >= 48 and key == first.state.ctx.settings.SECRET_KEY
        client = TestClient(first)
        token = login(client, "superAdmin")
        assert call(client, "GET", "/api/getLoginUser", token)["success"]
        claims = jwt.decode(token, options={"verify_signature": False})
        forged = jwt.encode(claims, DEFAULT_SECRET_KEY, algorithm="HS256")
        assert call(client, "GET", "/api/getLoginUser", forged)["code"] == 1011006
        # the installation keeps its key across starts, even when told the old default
        again = create_app(demo.model_copy(update={"SECRET_KEY": DEFAULT_SECRET_KEY}))
        try:
            assert key == again.state.ctx.settings.SECRET_KEY
            assert call(TestClient(again), "GET", "/api/getLoginUser", token)["success"]
        finally:
            again.state.ctx.db.dispose()
        other = create_app(
            settings.model_copy(update={"SECRET_KEY": "", "DATA_DIR": str(tmp_path / "other")})
        )
        try:
            assert other.state.ctx.settings.SECRET_KEY not in ("", key)
            assert call(TestClient(other), "GET", "/api/getLoginUser", token)["code"] == 1011006
        finally:
            other.state.ctx.db.dispose()
    finally:
        first.state.ctx.db.dispose()


def test_production_refuses_to_start_with_seed_passwords(settings: Settings) -> None:
    """The test database still has the seeded accounts with the seed password."""
    with pytest.raises(SystemExit) as refused:
        create_app(settings.model_copy(update={"ENV": "production"}))
    reason = str(refused.value.code)
    assert "ENV=production 拒绝启动" in reason and "仍在使用初始密码" in reason
    assert "superAdmin, demo" in reason and "set-password superAdmin" in reason


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_serve_in_production_exits_until_the_seed_passwords_are_changed(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "ENV": "production",
        "SECRET_KEY": "a-production-secret-of-enough-length-0123456789",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'production.db'}",
        "DATA_DIR": str(tmp_path),
        "REDIS_URL": "",
        "SCHEDULER_ENABLED": "false",
    }
    command = [sys.executable, "-m", "sitesafe.cli"]
    # a regression would start serving: the timeout ends the test then
    served = subprocess.run(
        [*command, "serve", "--port", str(_free_port())], env=env, capture_output=True, text=True, timeout=180
    )
    assert served.returncode == 1, served.stderr
    assert "ENV=production 拒绝启动：账号 superAdmin, demo 仍在使用初始密码" in served.stderr
    for account in ("superAdmin", "demo"):
        subprocess.run(
            [*command, "set-password", account, "--password", f"{account}-Str0ng!"],
            env=env,
            check=True,
            timeout=60,
        )
    production = Settings(
        ENV="production",
        SECRET_KEY=env["SECRET_KEY"],
        DATABASE_URL=env["DATABASE_URL"],
        DATA_DIR=env["DATA_DIR"],
    )
    app = create_app(production)
    try:
        assert login(TestClient(app), "superAdmin", "superAdmin-Str0ng!")
    finally:
        app.state.ctx.db.dispose()
