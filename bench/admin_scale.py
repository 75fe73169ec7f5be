"""System administration at scale: 100,000 users and 1,000,000 operation-log rows.

Measures, against a real console server (one process, as `make run` serves it):
- p50/p99 of filtered, sorted pages of users and of the operation log (one keep-alive connection, each
  query shape repeated with varying values), total count included (exact up to the counting cap, estimated
  beyond it — the answer says which);
- the Excel export of 100,000 users: time until the last byte, and the server's peak resident memory.

Usage:  .venv/bin/python bench/admin_scale.py [--db sqlite|pg|both] [--users N] [--logs N]
The seeded databases are kept (SQLite file under bench/out/, PostgreSQL database `bench_scale`) and reused
when their row counts match.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import sys
import tempfile
import time
import urllib.parse
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT / "e2e")]

from harness import running_server  # noqa: E402
from sqlalchemy import func, insert, select, text  # noqa: E402

from sitesafe import migrate  # noqa: E402
from sitesafe.core.db import Database  # noqa: E402
from sitesafe.core.passwords import hash_password  # noqa: E402
from sitesafe.modules import models as _models  # noqa: E402,F401
from sitesafe.modules.system.emp.models import SysEmp  # noqa: E402
from sitesafe.modules.system.log.models import SysOpLog  # noqa: E402
from sitesafe.modules.system.org.models import SysOrg  # noqa: E402
from sitesafe.modules.system.user.models import SysUser  # noqa: E402
from sitesafe.seed.runner import run_seed  # noqa: E402

PG_ADMIN = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/bench_scale"
OUT = HERE / "out"
BATCH = 10_000
SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
)
GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国志成海波鹏辉宇浩文斌晨阳佳雪婷"
OP_NAMES = [
    f"{thing}{verb}"
    for thing in (
        "用户",
        "机构",
        "职位",
        "角色",
        "菜单",
        "字典",
        "项目",
        "塔吊",
        "升降机",
        "环境监测",
        "摄像头",
    )
    for verb in ("增加", "编辑", "删除", "查询")
]
OP_TYPES = {"增加": 1, "删除": 2, "编辑": 3, "查询": 5}
BROWSERS = ["Chrome 131", "Edge 130", "Firefox 128", "Safari 17", "微信 8.0"]
SYSTEMS = ["Windows 10", "Windows 11", "macOS", "Android 14", "iOS 17"]


# ---------------------------------------------------------------- seeding


def _batches(total: int, make: Callable[[int], dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    for start in range(0, total, BATCH):
        yield [make(i) for i in range(start, min(total, start + BATCH))]


def _seed(url: str, users: int, logs: int) -> None:
    migrate.upgrade(url)
    database = Database.connect(url)
    try:
        with database.sessionmaker() as db:
            run_seed(db)
            have_users = db.execute(select(func.count()).select_from(SysUser)).scalar_one()
            have_logs = db.execute(select(func.count()).select_from(SysOpLog)).scalar_one()
            if have_users < users or have_logs < logs:
                _bulk(db, users, logs)
        with database.engine.connect() as conn:
            conn.execute(text("ANALYZE"))
            conn.commit()
    finally:
        database.dispose()


def _bulk(db: Any, users: int, logs: int) -> None:
    print(f"  seeding {users:,} users and {logs:,} log rows ...", flush=True)
    started = time.monotonic()
    rnd = random.Random(42)
    root = db.execute(select(SysOrg).where(SysOrg.pid == 0).limit(1)).scalar_one()
    orgs = [root]
    for i in range(60):  # a three-level tree under the seeded root
        parent = orgs[rnd.randrange(len(orgs))] if i >= 6 else root
        org = SysOrg(
            pid=parent.id,
            pids=f"{parent.pids}[{parent.id}],",
            name=f"{rnd.choice(['第', '南区', '北区', '东区'])}{i + 1}项目部",
            code=f"bench_org_{i}",
            sort=i,
            status=0,
        )
        db.add(org)
        db.flush()
        orgs.append(org)
    db.commit()
    org_ids = [(o.id, o.name) for o in orgs]
    password = hash_password("123456")
    epoch = datetime(2024, 1, 1)
    base_id = 7_000_000_000_000_000_000

    def user(i: int) -> dict[str, Any]:
        name = rnd.choice(SURNAMES) + rnd.choice(GIVEN) + (rnd.choice(GIVEN) if i % 3 else "")
        return {
            "id": base_id + i,
            "account": f"u{i:06d}",
            "password": password,
            "nick_name": name,
            "name": name,
            "sex": 1 + i % 2,
            "phone": f"139{i:08d}",
            "email": f"u{i:06d}@example.com",
            "admin_type": 2,
            "status": 1 if i % 20 == 0 else 0,
            "create_time": epoch + timedelta(minutes=7 * i),
            "version": 0,
        }

    def emp(i: int) -> dict[str, Any]:
        org_id, org_name = org_ids[rnd.randrange(len(org_ids))]
        return {"id": base_id + i, "job_num": f"J{i:06d}", "org_id": org_id, "org_name": org_name}

    for rows in _batches(users, user):
        db.execute(insert(SysUser), rows)
    for rows in _batches(users, emp):
        db.execute(insert(SysEmp), rows)
    db.commit()

    def log(i: int) -> dict[str, Any]:
        name = OP_NAMES[rnd.randrange(len(OP_NAMES))]
        ok = rnd.random() > 0.03
        return {
            "id": base_id + i,
            "name": name,
            "op_type": OP_TYPES[name[-2:]],
            "success": "Y" if ok else "N",
            "message": "成功" if ok else "参数校验失败",
            "ip": f"10.{i % 250}.{(i // 250) % 250}.{i % 97}",
            "location": "-",
            "browser": BROWSERS[i % len(BROWSERS)],
            "os": SYSTEMS[i % len(SYSTEMS)],
            "url": "/api/sysUser/edit",
            "class_name": "sitesafe.modules.system.user",
            "method_name": "edit",
            "req_method": "POST",
            "param": '{"id":"1"}',
            "result": '{"success":true}',
            "op_time": epoch + timedelta(seconds=31 * i),
            "account": f"u{rnd.randrange(users):06d}",
        }

    for n, rows in enumerate(_batches(logs, log)):
        db.execute(insert(SysOpLog), rows)
        if n % 10 == 9:
            db.commit()
    db.commit()
    print(f"  seeded in {time.monotonic() - started:.0f} s", flush=True)


def _prepare_pg(users: int, logs: int) -> str:
    from sqlalchemy import create_engine

    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        exists = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = 'bench_scale'")).first()
        if not exists:
            conn.execute(text("CREATE DATABASE bench_scale"))
    admin.dispose()
    _seed(PG_URL, users, logs)
    return PG_URL


def _prepare_sqlite(users: int, logs: int) -> str:
    OUT.mkdir(exist_ok=True)
    url = f"sqlite:///{OUT / f'scale_{users}_{logs}.db'}"
    _seed(url, users, logs)
    return url


# ---------------------------------------------------------------- measuring


class Client:
    def __init__(self, base: str) -> None:
        parsed = urllib.parse.urlparse(base)
        self.conn = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=120)
        self.token = ""

    def call(self, method: str, path: str, body: Any = None, **params: Any) -> tuple[float, Any]:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        started = time.perf_counter()
        self.conn.request(method, f"/api{path}" + (f"?{query}" if query else ""), payload, headers)
        resp = self.conn.getresponse()
        raw = resp.read()
        elapsed = (time.perf_counter() - started) * 1000
        ctype = resp.getheader("Content-Type") or ""
        return elapsed, json.loads(raw) if "json" in ctype else raw


def _shapes(org_ids: list[str], rnd: random.Random) -> dict[str, Callable[[], tuple[str, dict[str, Any]]]]:
    begin = datetime(2024, 1, 1)

    def month() -> dict[str, Any]:
        start = begin + timedelta(days=rnd.randrange(330))
        return {
            "searchBeginTime": start.strftime("%Y-%m-%d 00:00:00"),
            "searchEndTime": (start + timedelta(days=30)).strftime("%Y-%m-%d 23:59:59"),
        }

    return {
        "用户: 默认排序, 翻页": lambda: ("/sysUser/page", {"pageNo": rnd.randint(1, 50), "pageSize": 10}),
        "用户: 关键字(姓名)": lambda: (
            "/sysUser/page",
            {"searchValue": rnd.choice(SURNAMES) + rnd.choice(GIVEN), "pageSize": 10},
        ),
        "用户: 关键字(账号,罕见)": lambda: (
            "/sysUser/page",
            {"searchValue": f"u0{rnd.randrange(10000):04d}", "pageSize": 10},
        ),
        "用户: 机构子树 + 姓名排序": lambda: (
            "/sysUser/page",
            {"orgId": rnd.choice(org_ids), "sortField": "name", "sortOrder": "ascend", "pageSize": 10},
        ),
        "用户: 冻结 + 创建时间倒序": lambda: (
            "/sysUser/page",
            {
                "searchStatus": 1,
                "sortField": "createTime",
                "sortOrder": "descend",
                "pageNo": rnd.randint(1, 20),
            },
        ),
        "操作日志: 默认排序, 翻页": lambda: (
            "/sysOpLog/page",
            {"pageNo": rnd.randint(1, 100), "pageSize": 10},
        ),
        "操作日志: 名称 + 失败": lambda: (
            "/sysOpLog/page",
            {"name": rnd.choice(["用户", "塔吊", "角色", "字典"]), "success": "N", "pageSize": 10},
        ),
        "操作日志: 类型 + 一个月": lambda: (
            "/sysOpLog/page",
            {"opType": rnd.choice([1, 2, 3, 5]), **month(), "pageSize": 10},
        ),
        "操作日志: 一个月, 时间正序": lambda: (
            "/sysOpLog/page",
            {**month(), "sortField": "opTime", "sortOrder": "ascend", "pageNo": rnd.randint(1, 30)},
        ),
    }


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return -1.0


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return -1.0


def measure(url: str, repeats: int, export: bool) -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp), {"DATABASE_URL": url}) as srv:
        client = Client(srv.base_url)
        _, answer = client.call("POST", "/login", {"account": "superAdmin", "password": "123456"})
        client.token = answer["data"]
        _, orgs = client.call("GET", "/sysOrg/list")
        org_ids = [o["id"] for o in orgs["data"] if o["pid"] != "0"] or [orgs["data"][0]["id"]]
        rnd = random.Random(7)
        shapes = _shapes(org_ids, rnd)
        for path, params in (f() for f in shapes.values()):  # warm-up: caches, pools, page cache
            client.call("GET", path, **params)
        every: list[float] = []
        for label, make in shapes.items():
            times: list[float] = []
            approx = 0
            total = 0
            for _ in range(repeats):
                path, params = make()
                elapsed, body = client.call("GET", path, **params)
                assert body["success"], (path, params, body)
                times.append(elapsed)
                total = body["data"]["totalRows"]
                approx += bool(body["data"].get("totalApprox"))
            every += times
            lines.append(
                f"  {label:<28} p50 {statistics.median(times):7.1f} ms  p99 {_pct(times, 99):7.1f} ms"
                f"  (last total {total:,}" + (f", estimated in {approx}/{repeats})" if approx else ")")
            )
        lines.append(
            f"  {'all page queries':<28} p50 {statistics.median(every):7.1f} ms"
            f"  p99 {_pct(every, 99):7.1f} ms"
        )
        if export:
            pid = srv.pid
            before = _rss_mb(pid)
            started = time.perf_counter()
            _, body = client.call("GET", "/sysUser/export")
            seconds = time.perf_counter() - started
            assert isinstance(body, bytes) and body[:2] == b"PK", body[:200]
            lines.append(
                f"  export of all users: {seconds:.1f} s, {len(body) / 2**20:.1f} MB xlsx, server RSS "
                f"{before:.0f} MB before, peak {_peak_rss_mb(pid):.0f} MB"
            )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", choices=["sqlite", "pg", "both"], default="both")
    parser.add_argument("--users", type=int, default=100_000)
    parser.add_argument("--logs", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=60)
    parser.add_argument("--no-export", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    for kind in ("sqlite", "pg") if args.db == "both" else (args.db,):
        url = (
            _prepare_sqlite(args.users, args.logs) if kind == "sqlite" else _prepare_pg(args.users, args.logs)
        )
        print(f"{kind}: {args.users:,} users, {args.logs:,} operation-log rows", flush=True)
        print("\n".join(measure(url, args.repeats, not args.no_export)), flush=True)


if __name__ == "__main__":
    main()
