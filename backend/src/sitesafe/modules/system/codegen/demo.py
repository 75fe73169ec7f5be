"""Demo data of 代码生成 (`make run`): a SQLite data source under DATA_DIR holding a 材料台账 table, so
there is a table to generate from without creating one first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.modules.system.database_info.models import SysDatabaseInfo

SOURCE_NAME = "示例数据源（材料台账）"
SOURCE_FILE = "datasources/demo_materials.db"
TABLE = """CREATE TABLE IF NOT EXISTS biz_material (
    id BIGINT PRIMARY KEY,
    name VARCHAR(50) NOT NULL,
    spec VARCHAR(50),
    unit VARCHAR(10),
    quantity NUMERIC(12, 2),
    price NUMERIC(10, 2),
    supplier VARCHAR(100),
    arrived_on DATE,
    checked BOOLEAN,
    remark TEXT,
    create_time TIMESTAMP,
    create_user BIGINT,
    update_time TIMESTAMP,
    update_user BIGINT
)"""


def seed_codegen_demo(db: Session, data_dir: Path) -> None:
    path = data_dir / SOURCE_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as connection:
        connection.execute(TABLE)
    connection.close()
    if db.execute(select(SysDatabaseInfo.id).where(SysDatabaseInfo.name == SOURCE_NAME)).first() is None:
        db.add(
            SysDatabaseInfo(
                name=SOURCE_NAME,
                dialect="sqlite",
                database=SOURCE_FILE,
                remark="代码生成的示例：材料台账表 biz_material",
            )
        )
        db.commit()
