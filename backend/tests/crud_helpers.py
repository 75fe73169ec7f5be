"""Helpers of the CRUD tests: an API caller, roles granting chosen permission codes, workbooks."""

from __future__ import annotations

import io
import itertools
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from openpyxl import Workbook, load_workbook
from sqlalchemy import select

from helpers import bearer
from sitesafe.core.context import AppContext
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role.models import SysRole, SysRoleDataScope, SysRoleMenu

_serial = itertools.count(1)


def unique(prefix: str) -> str:
    """A value no other test uses (codes, accounts)."""
    return f"{prefix}{os.getpid() % 1000}{next(_serial):05d}"


def unique_day() -> str:
    """A date (yyyy-MM-dd) no other test uses."""
    return (date(2001, 1, 1) + timedelta(days=next(_serial) + os.getpid() % 1000 * 100)).isoformat()


def unique_moment() -> str:
    """A time (yyyy-MM-dd HH:mm:ss) no other test uses, on a day of its own."""
    return f"{unique_day()} 08:30:00"


_phones = itertools.count(1)


def phone() -> str:
    """A well-formed mobile number (11 digits) no other test uses."""
    return f"1391{next(_phones):07d}"


@dataclass
class Api:
    client: TestClient
    token: str

    def get(self, path: str, **params: Any) -> dict[str, Any]:
        answer: dict[str, Any] = self.client.get(
            f"/api{path}", params=params, headers=bearer(self.token)
        ).json()
        return answer

    def post(self, path: str, body: Any = None) -> dict[str, Any]:
        answer: dict[str, Any] = self.client.post(f"/api{path}", json=body, headers=bearer(self.token)).json()
        return answer

    def ok(self, method: str, path: str, body: Any = None, **params: Any) -> Any:
        """The `data` of a call that must succeed."""
        answer = self.get(path, **params) if method == "GET" else self.post(path, body)
        assert answer["success"], (path, answer)
        return answer["data"]

    def download(self, path: str, **params: Any) -> tuple[bytes, str, str]:
        response = self.client.get(f"/api{path}", params=params, headers=bearer(self.token))
        assert response.status_code == 200, response.text
        return response.content, response.headers["content-type"], response.headers["content-disposition"]

    def upload(self, path: str, content: bytes, name: str = "导入.xlsx") -> dict[str, Any]:
        files = {"file": (name, content, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")}
        answer: dict[str, Any] = self.client.post(
            f"/api{path}", files=files, headers=bearer(self.token)
        ).json()
        return answer


def as_edit(row: dict[str, Any], **change: Any) -> dict[str, Any]:
    """An edit body from a detail: Snowy's `sysEmpParam` rebuilt from `sysEmpInfo`."""
    info = row["sysEmpInfo"]
    emp = {
        "orgId": info["orgId"],
        "jobNum": info["jobNum"],
        "posIdList": [p["posId"] for p in info["positions"] or []],
        "extIds": [{"orgId": e["orgId"], "posId": e["posId"]} for e in info["extOrgPos"] or []],
    }
    body = {k: v for k, v in row.items() if k != "sysEmpInfo"}
    return {**body, "sysEmpParam": emp, **change}


def org_id(ctx: AppContext, code: str) -> int:
    with ctx.db.sessionmaker() as db:
        return db.execute(select(SysOrg.id).where(SysOrg.code == code)).scalar_one()


def make_role(
    ctx: AppContext,
    permissions: Iterable[str],
    scope_type: int = 1,
    orgs: Sequence[str] = (),
) -> str:
    """A role granting the seeded buttons of `permissions`, with a data scope; returns its code."""
    code = unique("role_")
    wanted = list(permissions)
    with ctx.db.sessionmaker.begin() as db:
        role = SysRole(name=code, code=code, sort=1, data_scope_type=scope_type, status=0)
        db.add(role)
        db.flush()
        menus = db.execute(
            select(SysMenu.permission, SysMenu.id)
            .where(SysMenu.permission.in_(wanted), SysMenu.status == 0)
            .order_by(SysMenu.id)
        ).all()
        found: dict[str, int] = {}
        for permission, menu_id in menus:  # the seeded button (the oldest), not one a test added
            found.setdefault(permission, menu_id)
        missing = set(wanted) - set(found)
        assert not missing, f"no seeded button for {missing}"
        db.add_all([SysRoleMenu(role_id=role.id, menu_id=menu_id) for menu_id in found.values()])
        for org in orgs:
            the_org = db.execute(select(SysOrg.id).where(SysOrg.code == org)).scalar_one()
            db.add(SysRoleDataScope(role_id=role.id, org_id=the_org))
    return code


def workbook(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> bytes:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(list(headers))
    for row in rows:
        sheet.append(list(row))
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def read_workbook(content: bytes) -> list[list[Any]]:
    book = load_workbook(io.BytesIO(content), read_only=True)
    sheet = book.worksheets[0]
    rows = [list(values) for values in sheet.iter_rows(values_only=True)]
    book.close()
    return rows
