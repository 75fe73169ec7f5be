"""What every response carries (security headers, `no-store` on the API) and whose forwarded headers are
believed (only the configured proxies': a client cannot pick its own address for the lock-out)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from helpers import FakeClock
from sitesafe import cli
from sitesafe.core.settings import Settings
from sitesafe.main import create_app

# The browser flows' harness starts the server as `make run` does.
sys.path.append(str(Path(__file__).resolve().parents[2] / "e2e"))
from harness import running_server


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """`sitesafe.cli serve` as `make run` starts it (its own SQLite file), on a free port."""
    env = {"SCHEDULER_ENABLED": "false", "LOG_LEVEL": "WARNING", "TRUSTED_PROXIES": ""}
    with running_server(tmp_path, env) as server:
        yield server.base_url


def test_serve_listens_on_this_machine_only_unless_told() -> None:
    parser = cli.build_parser()
    assert parser.parse_args(["serve"]).host == "127.0.0.1"
    assert parser.parse_args(["serve", "--host", "0.0.0.0"]).host == "0.0.0.0"


def test_rotating_forwarded_for_does_not_escape_the_address_lock_out(served: str) -> None:
    """20 failed sign-ins from one address lock it (sys_config default), whatever X-Forwarded-For says."""
    answers = []
    with httpx.Client(base_url=served, timeout=30) as http:
        for n in range(21):
            body = {"account": f"nobody{n}", "password": "wrong-password"}
            headers = {"X-Forwarded-For": f"203.0.113.{n + 1}"}
            answers.append(http.post("/api/login", json=body, headers=headers).json()["code"])
    assert answers[:19] == [1011002] * 19
    assert answers[19:] == [1011011, 1011011]


def _app(settings: Settings, clock: FakeClock, **changes: str) -> FastAPI:
    return create_app(settings.model_copy(update=changes), clock=clock)


def test_a_trusted_proxy_names_the_client(settings: Settings, fake_clock: FakeClock) -> None:
    app = _app(settings, fake_clock, TRUSTED_PROXIES="10.0.0.0/8, 127.0.0.1")
    try:
        proxy = TestClient(app, client=("10.1.2.3", 4000))
        stranger = TestClient(app, client=("198.51.100.7", 4000))
        # The right-most hop that is not a trusted proxy is the client: 192.0.2.10, not the claim.
        chain = {"X-Forwarded-For": "6.6.6.6, 192.0.2.10, 10.9.9.9"}
        codes = [
            proxy.post("/api/login", json={"account": f"x{n}", "password": "wrong"}, headers=chain).json()
            for n in range(20)
        ]
        assert codes[-1]["code"] == 1011011
        body = {"account": "nobody", "password": "wrong"}
        assert proxy.post("/api/login", json=body, headers=chain).json()["code"] == 1011011
        other = {"X-Forwarded-For": "192.0.2.11"}
        assert proxy.post("/api/login", json=body, headers=other).json()["code"] == 1011002
        # A stranger's header is ignored: naming the locked address does not get it locked out.
        claim = {"X-Forwarded-For": "192.0.2.10"}
        assert stranger.post("/api/login", json=body, headers=claim).json()["code"] == 1011002
    finally:
        app.state.ctx.db.dispose()


def test_settings_refuse_a_proxy_list_they_cannot_read() -> None:
    with pytest.raises(ValueError, match="TRUSTED_PROXIES"):
        Settings(TRUSTED_PROXIES="10.0.0.0/8, proxy.example")


def _policy(response: httpx.Response) -> dict[str, str]:
    parts = (p.strip().split(" ", 1) for p in response.headers["content-security-policy"].split(";"))
    return {p[0]: p[1] if len(p) > 1 else "" for p in parts}


def test_security_headers_on_the_console_and_the_api(
    settings: Settings, fake_clock: FakeClock, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<html>console</html>", encoding="utf-8")
    (dist / "assets" / "app-1234.js").write_text("console.log(1)", encoding="utf-8")
    app = _app(settings, fake_clock, STATIC_DIR=str(dist), TRUSTED_PROXIES="127.0.0.1")
    try:
        client = TestClient(app)
        for response in (client.get("/"), client.get("/assets/app-1234.js"), client.get("/api/ping")):
            policy = _policy(response)
            assert policy["script-src"] == "'self'" and policy["frame-ancestors"] == "'self'"
            assert policy["object-src"] == "'none'" and "'unsafe-inline'" in policy["style-src"]
            assert response.headers["x-content-type-options"] == "nosniff"
            assert response.headers["referrer-policy"] == "same-origin"
            assert "strict-transport-security" not in response.headers  # plain HTTP
        assert client.get("/api/ping").headers["cache-control"] == "no-store"
        assert client.get("/api/notThere").headers["cache-control"] == "no-store"
        assert "immutable" in client.get("/assets/app-1234.js").headers["cache-control"]
        assert client.get("/").headers["cache-control"] == "no-cache"
        over_tls = TestClient(app, base_url="https://console.example")
        assert over_tls.get("/api/ping").headers["strict-transport-security"].startswith("max-age=")
        # Behind a trusted TLS-terminating proxy; a stranger's X-Forwarded-Proto changes nothing.
        proxied = TestClient(app, client=("127.0.0.1", 4000))
        assert "strict-transport-security" in proxied.get("/", headers={"X-Forwarded-Proto": "https"}).headers
        stranger = TestClient(app, client=("198.51.100.7", 4000))
        claimed = stranger.get("/", headers={"X-Forwarded-Proto": "https"})
        assert "strict-transport-security" not in claimed.headers
    finally:
        app.state.ctx.db.dispose()


def test_the_api_docs_allow_only_their_own_inline_script(client: TestClient) -> None:
    page = client.get("/api/docs")
    policy = _policy(page)
    hashes = [source for source in policy["script-src"].split() if source.startswith("'sha256-")]
    assert page.status_code == 200 and "SwaggerUIBundle" in page.text and len(hashes) == 1
    assert "'unsafe-inline'" not in policy["script-src"]
