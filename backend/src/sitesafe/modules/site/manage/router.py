"""`manage_router(service)`: a module's CRUD routes plus its approval routes (submit, withdraw, approve,
reject, 审批列表, 抄送列表, 审批记录, the extension form). Permission codes follow the paths.

No `from __future__ import annotations` here: the handlers' annotations name the module's own query
class, which FastAPI must see as an object, not a string."""

import re
from typing import Annotated, Any

from fastapi import APIRouter, Query
from starlette.responses import Response

from sitesafe.core.envelope import Envelope, ok
from sitesafe.core.paging import PageParams, PageResult, Paging
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import IdQuery, crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.site.manage.schemas import ApproveDoc, FlowOut, RejectDoc, SubmitDoc
from sitesafe.modules.site.manage.service import ManageService


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def manage_router(service: ManageService, router: APIRouter | None = None) -> APIRouter:
    router = crud_router(service, router)
    service.listen()
    r = service.resource
    name, title, snake = r.name, r.title, _snake(r.name)
    query_type: Any = Annotated[r.query, Query()]  # type: ignore[name-defined]

    def route(action: str, method: str, summary: str, model: Any) -> Any:
        return router.api_route(
            f"/{name}/{action}", methods=[method], summary=summary, response_model=model,
            name=f"{snake}_{_snake(action)}",
        )  # fmt: skip

    @route("submit", "POST", f"{title}提交审批", Envelope[None])
    def submit(body: SubmitDoc, act: ActDep) -> Response:
        service.submit(act, body)
        return ok(None)

    @route("withdraw", "POST", f"{title}撤回审批", Envelope[None])
    def withdraw(body: IdBody, act: ActDep) -> Response:
        service.withdraw(act, body.id)
        return ok(None)

    @route("approve", "POST", f"{title}审批通过", Envelope[None])
    def approve(body: ApproveDoc, act: ActDep) -> Response:
        service.approve(act, body)
        return ok(None)

    @route("reject", "POST", f"{title}审批驳回", Envelope[None])
    def reject(body: RejectDoc, act: ActDep) -> Response:
        service.reject(act, body)
        return ok(None)

    @route("approvalPage", "GET", f"{title}审批列表", Envelope[PageResult[dict[str, Any]]])
    def approval_page(query: query_type, paging: Paging, act: ActDep) -> Response:  # type: ignore[valid-type]
        return ok(service.approval_page(act, query, paging))

    @route("ccPage", "GET", f"{title}抄送列表", Envelope[PageResult[dict[str, Any]]])
    def cc_page(query: query_type, paging: Paging, act: ActDep) -> Response:  # type: ignore[valid-type]
        return ok(service.cc_page(act, query, paging))

    @route("flow", "GET", f"{title}审批记录", Envelope[FlowOut])
    def flow(id: IdQuery, act: ActDep) -> Response:
        return ok(service.flow(act, id))

    @route("extForm", "GET", f"{title}扩展表单", Envelope[dict[str, Any] | None])
    def ext_form(act: ActDep) -> Response:
        return ok(service.ext_form(act))

    _ = (submit, withdraw, approve, reject, approval_page, cc_page, flow, ext_form, PageParams)
    return router
