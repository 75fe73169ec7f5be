from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.access import LOGIN_ONLY
from sitesafe.core.context import DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.modules.system.dict.schemas import DictOption, DictTreeNode
from sitesafe.modules.system.dict.service import dict_tree, drop_down

router = make_router(tags=["系统字典类型"])


@router.get("/sysDictType/tree", openapi_extra=LOGIN_ONLY, response_model=Envelope[list[DictTreeNode]])
def sys_dict_type_tree(db: DbSession) -> EnvelopeResponse:
    """系统字典类型与字典值树"""
    return ok(dict_tree(db))


@router.get("/sysDictType/dropDown", openapi_extra=LOGIN_ONLY, response_model=Envelope[list[DictOption]])
def sys_dict_type_drop_down(
    db: DbSession, code: Annotated[str, Query(min_length=1, max_length=50, title="字典类型编码")]
) -> EnvelopeResponse:
    """系统字典类型下拉"""
    return ok(drop_down(db, code))
