"""Administration commands: `python -m sitesafe.cli migrate|seed|create-user|set-password|serve|simulate`."""

from __future__ import annotations

import argparse
import getpass
import sys
from collections.abc import Sequence

from sqlalchemy import select

from sitesafe import migrate
from sitesafe.app.provision import upgrade_tenants
from sitesafe.app.wiring import wire
from sitesafe.core.context import field_cipher
from sitesafe.core.db import Database
from sitesafe.core.passwords import hash_password
from sitesafe.core.secret_key import with_secret_key
from sitesafe.core.settings import get_settings
from sitesafe.core.timefmt import set_timezone
from sitesafe.crud.model import live
from sitesafe.modules import models as _models  # noqa: F401  (complete metadata)
from sitesafe.modules.system.codegen.demo import seed_codegen_demo
from sitesafe.modules.system.user.models import (
    ADMIN_TYPE_ORDINARY,
    ADMIN_TYPE_SUPER,
    SysUser,
)
from sitesafe.seed.runner import run_seed
from sitesafe.sim import command as simulate_command

MIN_PASSWORD = 6


def _password(given: str | None) -> str:
    password = given or getpass.getpass("密码: ")
    if len(password) < MIN_PASSWORD:
        raise SystemExit(f"密码至少{MIN_PASSWORD}位")
    return password


def cmd_migrate(_args: argparse.Namespace) -> None:
    url = get_settings().DATABASE_URL
    migrate.upgrade(url)
    print("数据库已迁移到最新版本")
    tenants = upgrade_tenants(url)
    if tenants:
        print(f"{tenants} 个租户的数据库已迁移到最新版本")


def cmd_seed(_args: argparse.Namespace) -> None:
    settings = with_secret_key(get_settings())  # the key the app will use (demo: the installation's)
    set_timezone(settings.TIMEZONE)
    database = Database.connect(settings.DATABASE_URL)
    # Demo site data (workers, attendance) only in the demo environment, encrypted with the app's key.
    demo = field_cipher(settings) if settings.ENV == "demo" else None
    with database.sessionmaker() as db:
        run_seed(db, demo)
        if demo is not None:
            seed_codegen_demo(db, settings.data_dir)
    database.dispose()
    print("初始数据已就绪")


def cmd_create_user(args: argparse.Namespace) -> None:
    database = Database.connect(get_settings().DATABASE_URL)
    with database.sessionmaker() as db:
        taken = db.execute(select(SysUser.id).where(SysUser.account == args.account, live(SysUser))).first()
        if taken is not None:
            raise SystemExit(f"账号已存在: {args.account}")
        db.add(
            SysUser(
                account=args.account,
                password=hash_password(_password(args.password)),
                name=args.name or args.account,
                nick_name=args.name or args.account,
                admin_type=ADMIN_TYPE_SUPER if args.super_admin else ADMIN_TYPE_ORDINARY,
                sex=3,
                status=0,
            )
        )
        db.commit()
    database.dispose()
    print(f"已创建用户 {args.account}")


def cmd_set_password(args: argparse.Namespace) -> None:
    database = Database.connect(get_settings().DATABASE_URL)
    with database.sessionmaker() as db:
        user = db.execute(
            select(SysUser).where(SysUser.account == args.account, live(SysUser))
        ).scalar_one_or_none()
        if user is None:
            raise SystemExit(f"账号不存在: {args.account}")
        user.password = hash_password(_password(args.password))
        db.commit()
    database.dispose()
    print(f"已重置 {args.account} 的密码")


def cmd_serve(args: argparse.Namespace) -> None:
    import uvicorn

    settings = get_settings()
    cmd_migrate(args)
    cmd_seed(args)
    uvicorn.run(
        "sitesafe.main:app",
        host=args.host,
        port=args.port or settings.PORT,
        workers=args.workers,
        access_log=False,
        # Forwarded headers are read by the app, from TRUSTED_PROXIES only (core/proxies.py).
        proxy_headers=False,
    )


def cmd_rollup(_args: argparse.Namespace) -> None:
    from sitesafe.main import create_app
    from sitesafe.modules.site.monitor.rollup import rollup

    ctx = create_app().state.ctx
    written = rollup(ctx, ctx.clock.now())
    ctx.db.dispose()
    print("分钟汇总已完成：" + "，".join(f"{kind} {n}条" for kind, n in written.items()))


def cmd_ingest_mqtt(_args: argparse.Namespace) -> None:
    from sitesafe.app.mqtt_worker import run_mqtt

    run_mqtt()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sitesafe", description="安全综合预警平台 管理命令")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("migrate", help="执行数据库迁移").set_defaults(func=cmd_migrate)
    sub.add_parser("seed", help="写入初始数据（可重复执行）").set_defaults(func=cmd_seed)
    create = sub.add_parser("create-user", help="创建用户")
    create.add_argument("account")
    create.add_argument("--name")
    create.add_argument("--password", help="省略时交互输入")
    create.add_argument("--super-admin", action="store_true", help="创建超级管理员")
    create.set_defaults(func=cmd_create_user)
    reset = sub.add_parser("set-password", help="重置用户密码")
    reset.add_argument("account")
    reset.add_argument("--password", help="省略时交互输入")
    reset.set_defaults(func=cmd_set_password)
    serve = sub.add_parser("serve", help="迁移、写入初始数据并启动服务")
    serve.add_argument("--host", default="127.0.0.1", help="监听地址（默认仅本机，对外请经反向代理）")
    serve.add_argument("--port", type=int, default=0, help="默认取 PORT 环境变量（8000）")
    serve.add_argument("--workers", type=int, default=1)
    serve.set_defaults(func=cmd_serve)
    simulate_command.add_parser(sub)
    sub.add_parser("rollup", help="把设备读数汇总为分钟数据（补齐到当前）").set_defaults(func=cmd_rollup)
    sub.add_parser("ingest-mqtt", help="单独运行MQTT读数订阅（需设置MQTT_URL）").set_defaults(
        func=cmd_ingest_mqtt
    )
    return parser


def main(argv: Sequence[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    wire()
    args.func(args)


if __name__ == "__main__":
    main(sys.argv[1:])
