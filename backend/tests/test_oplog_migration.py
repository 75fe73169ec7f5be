"""Migration 0028 masks the personal data operation-log rows already hold; its downgrade changes nothing."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from alembic import command
from sqlalchemy import create_engine, select

from sitesafe.migrate import alembic_config
from sitesafe.modules.system.log.models import SysOpLog

ID_NO = "110105199001011237"
ACCOUNT = "6222020200115566778"
SNAKE = {"projectId": "7", "name": "张三", "id_no": ID_NO, "bank_account": ACCOUNT}
# Rows as the log kept them before: url, param.
BEFORE = {
    1: ("/api/worker/add", json.dumps(SNAKE, ensure_ascii=False)),
    2: ("/api/worker/edit", json.dumps({"id": "9", "Id-No": ID_NO, "idNo": "******"})),
    3: ("/api/sysUser/bindPhone", json.dumps({"phone": "13812345678", "code": "482913"})),
    4: ("/api/sysPos/add", json.dumps({"code": "pos_9", "name": "岗位"})),
    # Cut at the length limit: no longer JSON.
    5: ("/api/person/add", '{"name": "李四", "sms_code": "771204", "id_no": "' + ID_NO[:10]),
    # A request body that was not JSON, kept as text.
    6: ("/api/worker/add", json.dumps({"body": '{"bank_account": ' + ACCOUNT + ', "id_no": "' + ID_NO})),
    7: ("/api/sysUser/add", None),
}
AFTER = {
    1: {"projectId": "7", "name": "张三", "id_no": "******", "bank_account": "******"},
    2: {"id": "9", "Id-No": "******", "idNo": "******"},
    3: {"phone": "13812345678", "code": "******"},
    4: {"code": "pos_9", "name": "岗位"},
    6: {"body": '{"bank_account": "******", "id_no": "******"'},
}


def test_0028_masks_what_is_already_logged(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'before.db'}"
    config = alembic_config(url)
    command.upgrade(config, "0026")
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(
                SysOpLog.__table__.insert(),
                [
                    dict(id=i, url=u, param=p, op_type=1, success="Y", op_time=datetime(2026, 1, i))
                    for i, (u, p) in BEFORE.items()
                ],
            )
        command.upgrade(config, "head")

        def params() -> dict[int, str | None]:
            with engine.connect() as conn:
                return {r.id: r.param for r in conn.execute(select(SysOpLog.id, SysOpLog.param))}

        after = params()
        assert {i: json.loads(after[i] or "") for i in AFTER} == AFTER
        assert after[5] == '{"name": "李四", "sms_code": "******", "id_no": "******"'
        assert after[7] is None
        assert not [p for p in after.values() if p and (ID_NO[:10] in p or ACCOUNT in p or "482913" in p)]
        command.downgrade(config, "0026")
        assert params() == after
    finally:
        engine.dispose()
