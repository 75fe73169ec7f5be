"""The router factory: Snowy's endpoints of a resource, built from its declaration.

`GET /{name}/page|list|detail|export|downloadImportTemplate`, `POST /{name}/add|edit|delete|changeStatus|
import`, as the resource's `actions` allow. Each route gets its permission code from its path (core
access guard) and its one-line summary (OpenAPI text and operation-log name) from the resource title."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Body, File, Query, UploadFile
from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response

from sitesafe.core.envelope import Envelope, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.openapi import binary_response
from sitesafe.core.paging import PageParams, PageResult, Paging
from sitesafe.core.routing import make_router
from sitesafe.core.schema import IdStr
from sitesafe.crud import transfer
from sitesafe.crud.context import Act, ActDep
from sitesafe.crud.excel import XLSX_MEDIA_TYPE
from sitesafe.crud.schemas import StatusBody, parse_ids
from sitesafe.crud.service import CrudService
from sitesafe.crud.xlsx_worker import parse_xlsx

_KW = inspect.Parameter.KEYWORD_ONLY
IdQuery = Annotated[IdStr, Query(alias="id", title="主键")]


class _Handler:
    """A route handler with an explicit signature (FastAPI reads `__signature__`)."""

    def __init__(
        self, name: str, doc: str, module: str, params: Sequence[inspect.Parameter], run: Callable[..., Any]
    ) -> None:
        self.__name__ = name
        self.__qualname__ = name
        self.__doc__ = doc
        self.__module__ = module
        self.__signature__ = inspect.Signature(list(params))
        self._run = run


class Endpoint(_Handler):
    """Runs in the thread pool."""

    def __call__(self, **kwargs: Any) -> Response:
        result: Response = self._run(**kwargs)
        return result


class AsyncEndpoint(_Handler):
    """Runs on the event loop (it hands blocking work to the thread pool itself)."""

    async def __call__(self, **kwargs: Any) -> Response:
        result: Response = await self._run(**kwargs)
        return result


def _param(name: str, annotation: Any, default: Any = inspect.Parameter.empty) -> inspect.Parameter:
    return inspect.Parameter(name, _KW, annotation=annotation, default=default)


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def crud_router(service: CrudService, router: APIRouter | None = None) -> APIRouter:
    """The resource's generic routes on `router` (a new one by default); modules add their own after."""
    r = service.resource
    router = router or make_router(tags=list(r.tags) or [r.title])
    module = type(service).__module__
    act_param = _param("act", ActDep)

    def add(
        action: str, method: str, summary: str, params: list[inspect.Parameter], run: Any, model: Any
    ) -> None:
        path = f"/{r.name}/{'downloadImportTemplate' if action == 'template' else action}"
        name = f"{_snake(r.name)}_{_snake(action)}" + (
            "_post" if method == "POST" and action == "detail" else ""
        )
        kind = AsyncEndpoint if inspect.iscoroutinefunction(run) else Endpoint
        endpoint = kind(name, summary, module, [act_param, *params], run)
        # No model: the answer is a workbook (export, import template).
        responses = binary_response(XLSX_MEDIA_TYPE, f"{summary}（Excel文件）") if model is None else None
        router.add_api_route(
            path,
            endpoint,
            methods=[method],
            summary=summary,
            response_model=model,
            name=name,
            responses=responses,
        )

    query = _param("query", Annotated[r.query, Query()])
    list_query = _param("query", Annotated[r.list_query or r.query, Query()])
    paging = _param("paging", Paging)
    out = r.out
    if r.has("page"):

        def page(act: Act, query: Any, paging: PageParams) -> Response:
            return ok(service.page(act, query, paging))

        add("page", "GET", f"{r.title}分页查询", [query, paging], page, Envelope[PageResult[out]])  # type: ignore[valid-type]
    if r.has("list"):

        def listing(act: Act, query: Any) -> Response:
            return ok(service.list_rows(act, query))

        add("list", "GET", f"{r.title}列表", [list_query], listing, Envelope[list[out]])  # type: ignore[valid-type]
    if r.has("detail"):
        _detail_routes(service, add)
    writes: list[tuple[str, type[BaseModel] | None, Callable[[Act, Any], Any], str]] = [
        ("add", r.add, service.add, f"增加{r.title}"),
        ("edit", r.edit, service.edit, f"编辑{r.title}"),
        ("changeStatus", StatusBody, service.change_status, f"修改{r.title}状态"),
    ]
    for action, body_model, operation, summary in writes:
        if r.has(action) and body_model is not None:
            add(action, "POST", summary, [_param("body", body_model)], _write(operation), Envelope[None])
    if r.has("delete"):

        def delete(act: Act, body: Any) -> Response:
            service.delete(act, parse_ids(body))
            return ok(None)

        body = _param("body", Annotated[Any, Body(title="主键")])
        add("delete", "POST", f"删除{r.title}", [body], delete, Envelope[None])
    _transfer_routes(service, add, query, paging)
    return router


def _write(operation: Callable[[Act, Any], Any]) -> Callable[..., Response]:
    def run(act: Act, body: Any) -> Response:
        operation(act, body)
        return ok(None)

    return run


def _detail_routes(service: CrudService, add: Callable[..., None]) -> None:
    r = service.resource

    def detail(act: Act, id: int) -> Response:
        return ok(service.detail(act, id))

    model = Envelope[r.out]  # type: ignore[name-defined]
    if "GET" in r.detail_methods:
        add("detail", "GET", f"{r.title}详情", [_param("id", IdQuery)], detail, model)
    if "POST" in r.detail_methods:
        # Snowy's own client posts `{id}` while its server reads the query string: accept both.
        def detail_post(act: Act, id: int | None, body: Any) -> Response:
            given = id if id is not None else (parse_ids(body)[0] if body else None)
            if given is None:
                raise AppError(ErrorCode.PARAM_ERROR, message="主键不能为空")
            return ok(service.detail(act, given))

        params = [
            _param("id", Annotated[IdStr | None, Query(alias="id", title="主键")], None),
            _param("body", Annotated[Any, Body(title="主键")], None),
        ]
        add("detail", "POST", f"{r.title}详情", params, detail_post, model)


def _transfer_routes(
    service: CrudService, add: Callable[..., None], query: inspect.Parameter, paging: inspect.Parameter
) -> None:
    r = service.resource
    if r.has("export"):

        def export(act: Act, query: Any, paging: PageParams) -> Response:
            return transfer.export_response(service, act, query, paging)

        add("export", "GET", f"导出{r.title}", [query, paging], export, None)
    if r.has("import"):

        async def import_(act: Act, file: UploadFile) -> Response:
            header, rows = await parse_xlsx(await file.read(), r.import_max_rows)

            def run() -> int:
                return transfer.run_import(service, act, transfer.parse_import(r, header, rows))

            return ok(await run_in_threadpool(run))

        upload = _param("file", Annotated[UploadFile, File(title="文件")])
        add("import", "POST", f"导入{r.title}", [upload], import_, Envelope[int])
    if r.has("template"):

        def template(act: Act) -> Response:
            return transfer.template_response(r)

        add("template", "GET", f"下载{r.title}导入模板", [], template, None)
