from __future__ import annotations

from typing import Annotated, Any

from fastapi import Body

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import parse_ids
from sitesafe.modules.system.database_info.schemas import ConnectionResult, ConnectionTest
from sitesafe.modules.system.database_info.service import OWN_ID, service

router = crud_router(service)


def _names_own_row(body: Any) -> bool:
    """Whether a delete body (`{id}`, `[{id}]` or `{ids}`) names the read-only row (id 0)."""
    items = body.get("ids", [body]) if isinstance(body, dict) else body if isinstance(body, list) else []
    items = items if isinstance(items, list) else [items]
    given = (item.get("id") if isinstance(item, dict) else item for item in items)
    return any(str(value).strip() == str(OWN_ID) for value in given)


@router.post("/sysDatabaseInfo/delete", response_model=Envelope[None])
def sys_database_info_delete(act: ActDep, body: Annotated[Any, Body(title="主键")]) -> EnvelopeResponse:
    """删除数据库信息"""
    service.delete_checked(act, [OWN_ID] if _names_own_row(body) else parse_ids(body))
    return ok(None)


@router.post("/sysDatabaseInfo/testConnection", response_model=Envelope[ConnectionResult])
def sys_database_info_test_connection(act: ActDep, body: ConnectionTest) -> EnvelopeResponse:
    """数据库信息测试连接"""
    return ok(service.test_connection(act, body))
