"""`/craneData/*`, `/liftData/*`, `/environmentData/*`: one implementation, routes per kind. Permission
codes follow the paths (`craneData:latest` ...); every read is confined to the request's project."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from starlette.responses import Response

from sitesafe.core.envelope import Envelope, ok
from sitesafe.core.openapi import binary_response
from sitesafe.core.paging import Paging
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.excel import XLSX_MEDIA_TYPE
from sitesafe.modules.site.monitor import query as reads
from sitesafe.modules.site.monitor.data_schemas import (
    DeviceLatest,
    PageQuery,
    RangeQuery,
    ReadingPage,
    Series,
    SeriesQuery,
)
from sitesafe.modules.site.monitor.scope import DATA_KINDS, DataKind
from sitesafe.modules.site.monitor.series import series


def data_router(kind: DataKind) -> APIRouter:
    router = make_router(tags=[kind.title])
    base = f"/{kind.name}"

    def latest(act: ActDep) -> Any:
        return ok(reads.latest(act, kind))

    def page(act: ActDep, query: Annotated[PageQuery, Query()], paging: Paging) -> Any:
        return ok(reads.page(act, kind, query, paging))

    def chart(act: ActDep, query: Annotated[SeriesQuery, Query()]) -> Any:
        return ok(series(act, kind, query))

    def export(act: ActDep, query: Annotated[RangeQuery, Query()]) -> Response:
        return reads.export(act, kind, query)

    routes: list[tuple[str, Any, str, dict[str, Any]]] = [
        ("latest", latest, f"{kind.title}最新值", {"response_model": Envelope[list[DeviceLatest]]}),
        ("page", page, f"{kind.title}历史查询", {"response_model": Envelope[ReadingPage]}),
        ("series", chart, f"{kind.title}曲线", {"response_model": Envelope[Series]}),
        (
            "export",
            export,
            f"导出{kind.title}",
            {"responses": binary_response(XLSX_MEDIA_TYPE, f"导出{kind.title}（Excel文件）")},
        ),
    ]
    for action, endpoint, summary, extra in routes:
        endpoint.__name__ = f"{kind.name}_{action}"
        endpoint.__doc__ = summary
        router.add_api_route(f"{base}/{action}", endpoint, methods=["GET"], summary=summary, **extra)
    return router


routers = tuple(data_router(kind) for kind in DATA_KINDS)
