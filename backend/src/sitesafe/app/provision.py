"""Creating a tenant's own database: a schema (PostgreSQL) or file (SQLite), migrated and seeded, with
the tenant administrator's account; undone when any step fails."""

from __future__ import annotations

import logging
from pathlib import Path

from sqlalchemy import create_engine, select, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

from sitesafe import migrate
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.models.tenant import SysTenantInfo
from sitesafe.core.passwords import hash_password
from sitesafe.core.tenancy import CODE_PATTERN, connect_tenant, tenant_sqlite_path
from sitesafe.crud.model import live
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.user.models import ADMIN_TYPE_SUPER, STATUS_DELETED, SysUser
from sitesafe.seed import data
from sitesafe.seed.runner import run_seed

logger = logging.getLogger("sitesafe.tenant")

TENANT_MENU_CODE = "sys_tenant_mgr"


def _is_sqlite(master_url: str) -> bool:
    return make_url(master_url).get_backend_name() == "sqlite"


def _sqlite_files(path: Path) -> list[Path]:
    return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


def _schema_exists(master_url: str, db_name: str) -> bool:
    engine = create_engine(master_url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            found = conn.execute(
                text("SELECT 1 FROM information_schema.schemata WHERE schema_name = :name"), {"name": db_name}
            ).first()
        return found is not None
    finally:
        engine.dispose()


def _ddl(master_url: str, statement: str) -> None:
    engine = create_engine(master_url, poolclass=NullPool)
    try:
        with engine.begin() as conn:
            conn.execute(text(statement))
    finally:
        engine.dispose()


def database_exists(master_url: str, db_name: str) -> bool:
    if _is_sqlite(master_url):
        return tenant_sqlite_path(master_url, db_name).exists()
    return _schema_exists(master_url, db_name)


def drop_tenant_database(master_url: str, db_name: str) -> None:
    """Removes a tenant database this module just created (only used to undo a failed creation)."""
    if not CODE_PATTERN.match(db_name.removeprefix("tenant_")):
        raise ValueError(db_name)
    if _is_sqlite(master_url):
        for path in _sqlite_files(tenant_sqlite_path(master_url, db_name)):
            path.unlink(missing_ok=True)
    else:
        _ddl(master_url, f'DROP SCHEMA IF EXISTS "{db_name}" CASCADE')


def prepare_tenant(db: Session, admin_name: str, password: str) -> None:
    """The seeded super administrator becomes the tenant administrator; the seed's demo accounts (with
    the well-known default password) are removed; tenant management is the master's only."""
    supers = select(SysUser).where(SysUser.admin_type == ADMIN_TYPE_SUPER, live(SysUser))
    admin = db.execute(supers.limit(1)).scalar_one()
    demo_accounts = [u.account for u in data.USERS if u.account != admin.account]
    db.execute(update(SysUser).where(SysUser.account.in_(demo_accounts)).values(status=STATUS_DELETED))
    admin.account = admin_name
    admin.name = admin.nick_name = "租户管理员"
    admin.password = hash_password(password)
    db.execute(update(SysMenu).where(SysMenu.code.like(f"{TENANT_MENU_CODE}%")).values(status=STATUS_DELETED))
    db.commit()


def create_tenant_database(master_url: str, db_name: str, admin_name: str, password: str) -> None:
    """Creates, migrates and seeds the tenant's database; 6011009 when it already exists."""
    if not CODE_PATTERN.match(db_name.removeprefix("tenant_")):
        raise ValueError(db_name)
    if database_exists(master_url, db_name):
        raise AppError(ErrorCode.TENANT_DB_EXISTS)
    if not _is_sqlite(master_url):
        _ddl(master_url, f'CREATE SCHEMA "{db_name}"')
    try:
        database = connect_tenant(master_url, db_name)
        try:
            with database.engine.begin() as conn:
                migrate.upgrade(connection=conn)
            with database.sessionmaker() as db:
                run_seed(db)
                prepare_tenant(db, admin_name, password)
        finally:
            database.dispose()
    except Exception as exc:
        drop_tenant_database(master_url, db_name)
        if isinstance(exc, AppError):
            raise
        logger.exception("创建租户数据库 %s 失败", db_name)
        raise AppError(ErrorCode.TENANT_CREATE_FAILED) from None


def upgrade_tenants(master_url: str) -> int:
    """Brings every registered tenant's database (deleted ones too: their data is kept) to the latest
    migration; the number of tenant databases migrated (a missing one is logged and skipped)."""
    engine = create_engine(master_url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            names = list(conn.execute(select(SysTenantInfo.db_name).order_by(SysTenantInfo.id)).scalars())
    finally:
        engine.dispose()
    present = [name for name in names if database_exists(master_url, name)]
    for db_name in sorted(set(names) - set(present)):
        logger.warning("租户数据库 %s 不存在，已跳过迁移", db_name)
    for db_name in present:
        database = connect_tenant(master_url, db_name)
        try:
            with database.engine.begin() as conn:
                migrate.upgrade(connection=conn)
        finally:
            database.dispose()
    return len(present)


class DatabaseProvisioner:
    """The tenant module's `Provisioner` port (`modules/system/tenant/provisioning.py`)."""

    def create(self, master_url: str, db_name: str, admin_name: str, password: str) -> None:
        create_tenant_database(master_url, db_name, admin_name, password)

    def drop(self, master_url: str, db_name: str) -> None:
        drop_tenant_database(master_url, db_name)
