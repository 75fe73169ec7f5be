"""Settings rules and the administration commands."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from pydantic import ValidationError

from helpers import call, login
from sitesafe import cli
from sitesafe.core.settings import DEFAULT_SECRET_KEY, Settings, get_settings


def test_production_refuses_the_default_secret() -> None:
    with pytest.raises(ValidationError, match="SECRET_KEY"):
        Settings(ENV="production", SECRET_KEY=DEFAULT_SECRET_KEY)
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
