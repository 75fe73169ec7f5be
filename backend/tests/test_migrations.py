"""The Alembic migrations create exactly the models' schema; the seed is idempotent."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.core.db import Base
from sitesafe.core.partitions import include_object, partitioned_tables
from sitesafe.modules import models
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.role.models import SysRole, SysRoleMenu
from sitesafe.modules.system.user.models import SysUser
from sitesafe.seed.menus import MENUS, ROLE_MENUS, MenuSeed
from sitesafe.seed.runner import run_seed


def test_models_and_migrations_agree(database_url: str) -> None:
    assert models.ALL  # every model module is imported
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(
                conn,
                opts={
                    "compare_type": True,
                    "include_object": include_object(partitioned_tables(Base.metadata)),
                },
            )
            differences = compare_metadata(context, Base.metadata)
    finally:
        engine.dispose()
    assert differences == []


def test_seed_twice_changes_nothing(ctx: AppContext, db: Session) -> None:
    seeded_users = (
        select(func.count()).select_from(SysUser).where(SysUser.account.in_(["superAdmin", "demo"]))
    )

    def codes(items: tuple[MenuSeed, ...]) -> list[str]:
        return [code for item in items for code in (item.code, *codes(item.children))]

    seeded_menus = [code for menus in MENUS.values() for code in codes(menus)]
    demo_role = select(SysRole.id).where(SysRole.code == "demo_role").scalar_subquery()

    def counts() -> tuple[int, int, int]:
        # Only seeded rows: other tests add menus and grants of their own.
        menus = db.execute(
            select(func.count()).select_from(SysMenu).where(SysMenu.code.in_(seeded_menus))
        ).scalar_one()
        grants = db.execute(
            select(func.count()).select_from(SysRoleMenu).where(SysRoleMenu.role_id == demo_role)
        ).scalar_one()
        return menus, grants, db.execute(seeded_users).scalar_one()

    before = counts()
    with ctx.db.sessionmaker() as session:
        run_seed(session)
    db.expire_all()
    assert len(set(seeded_menus)) == len(seeded_menus)  # menu codes are unique
    assert counts() == before == (len(seeded_menus), len(ROLE_MENUS["demo_role"]), 2)
