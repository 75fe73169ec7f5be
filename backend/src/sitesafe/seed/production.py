"""A production process refuses to start while a seeded account can still be signed into with the seed
password that every copy of this project shares."""

from __future__ import annotations

from sqlalchemy import inspect, select

from sitesafe.core.db import Database
from sitesafe.core.passwords import verify_password
from sitesafe.crud.model import live
from sitesafe.modules.system.user.models import SysUser
from sitesafe.seed import data


def accounts_with_seed_password(database: Database) -> list[str]:
    """Live seeded accounts whose password is still the seed's (none before the first migration)."""
    if not inspect(database.engine).has_table(SysUser.__tablename__):
        return []
    seeded = [spec.account for spec in data.USERS]
    with database.sessionmaker() as db:
        rows = db.execute(
            select(SysUser.account, SysUser.password)
            .where(SysUser.account.in_(seeded), live(SysUser))
            .order_by(SysUser.id)
        ).all()
    return [account for account, hashed in rows if verify_password(data.DEFAULT_PASSWORD, hashed)]


def refuse_seed_passwords(database: Database) -> None:
    """Exits (status 1, the reason on stderr) when a seeded account still has the seed password."""
    accounts = accounts_with_seed_password(database)
    if accounts:
        commands = "；".join(f"python -m sitesafe.cli set-password {a}" for a in accounts)
        raise SystemExit(
            f"ENV=production 拒绝启动：账号 {', '.join(accounts)} 仍在使用初始密码。"
            f"请先修改密码（{commands}），或删除不需要的演示账号。"
        )
