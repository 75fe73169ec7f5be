"""The built console is served with history-mode fallback; API docs are served offline."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient

from helpers import FakeClock
from sitesafe.core.settings import Settings
from sitesafe.main import create_app


def test_console_files_and_history_fallback(
    settings: Settings, fake_clock: FakeClock, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<html>console</html>", encoding="utf-8")
    (dist / "assets" / "app-1234.js").write_text("console.log(1)", encoding="utf-8")
    (dist / "favicon.ico").write_bytes(b"ico")
    app = create_app(settings.model_copy(update={"STATIC_DIR": str(dist)}), clock=fake_clock)
    client = TestClient(app)
    try:
        assert client.get("/").text == "<html>console</html>"
        deep = client.get("/system/machine?tab=1")
        assert deep.status_code == 200 and deep.text == "<html>console</html>"
        asset = client.get("/assets/app-1234.js")
        assert asset.text == "console.log(1)" and "immutable" in asset.headers["cache-control"]
        assert client.get("/favicon.ico").content == b"ico"
        assert client.get("/../../etc/passwd").text == "<html>console</html>"
        api = client.get("/api/notThere")
        assert api.status_code == 404 and api.json()["code"] == 1013001
        assert client.post("/some/page").json()["code"] == 1014002
        assert "Request-No" in client.get("/").headers
    finally:
        app.state.ctx.db.dispose()


def test_hashed_assets_are_gzipped_and_revalidate(
    settings: Settings, fake_clock: FakeClock, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<html>console</html>", encoding="utf-8")
    script = "export const answer = 42;\n" * 200
    (dist / "assets" / "vendor-abcd.js").write_text(script, encoding="utf-8")
    (dist / "assets" / "tiny-abcd.css").write_text("a{color:red}", encoding="utf-8")
    app = create_app(settings.model_copy(update={"STATIC_DIR": str(dist)}), clock=fake_clock)
    client = TestClient(app)
    try:
        packed = client.get("/assets/vendor-abcd.js", headers={"Accept-Encoding": "gzip"})
        assert packed.headers["content-encoding"] == "gzip" and packed.text == script
        assert "javascript" in packed.headers["content-type"]
        assert "immutable" in packed.headers["cache-control"]
        plain = client.get("/assets/vendor-abcd.js", headers={"Accept-Encoding": "identity"})
        assert "content-encoding" not in plain.headers and plain.text == script
        again = client.get("/assets/vendor-abcd.js", headers={"If-None-Match": plain.headers["etag"]})
        assert again.status_code == 304
        small = client.get("/assets/tiny-abcd.css", headers={"Accept-Encoding": "gzip"})
        assert "content-encoding" not in small.headers and small.text == "a{color:red}"
        assert client.get("/assets/missing-0000.js").text == "<html>console</html>"
        assert client.get("/assets/../index.html").text == "<html>console</html>"
    finally:
        app.state.ctx.db.dispose()


def test_without_a_build_only_the_api_answers(client: TestClient) -> None:
    response = client.get("/welcome")
    assert response.status_code == 404 and response.json()["code"] == 1013001


def test_api_docs_are_served_without_a_cdn(client: TestClient) -> None:
    page = client.get("/api/docs")
    assert page.status_code == 200
    assert "/api/docs/assets/swagger-ui-bundle.js" in page.text and "cdn" not in page.text.lower()
    assert client.get("/api/docs/assets/swagger-ui-bundle.js").status_code == 200
    assert client.get("/api/docs/assets/swagger-ui.css").status_code == 200
    spec = client.get("/api/openapi.json").json()
    login = spec["paths"]["/api/login"]["post"]
    assert login["summary"] == "登录" and login["x-access"] == "public"
    assert spec["paths"]["/api/getLoginUser"]["get"]["summary"] == "获取当前登录用户信息"
