"""待办/已办 lists, task detail and the task actions other than submit (`/flwTask/*`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.task import detail, lists, moves, people, sign_actions
from sitesafe.modules.workflow.task.runtime_schemas import (
    ActionBody,
    ActionResult,
    AddSignBody,
    DeleteSignBody,
    InstanceTaskQuery,
    NodeBody,
    TaskDetail,
    TaskQuery,
    TaskRow,
    UserBody,
    UserBrief,
    UsersBody,
    UserSelectQuery,
)

router = make_router(tags=["待办任务"])


@router.get("/flwTask/todoPage", response_model=Envelope[PageResult[TaskRow]])
def flw_task_todo_page(act: ActDep, query: Annotated[TaskQuery, Query()], paging: Paging) -> EnvelopeResponse:
    """待办任务分页查询"""
    return ok(lists.todo_page(act, query, paging))


@router.get("/flwTask/donePage", response_model=Envelope[PageResult[TaskRow]])
def flw_task_done_page(act: ActDep, query: Annotated[TaskQuery, Query()], paging: Paging) -> EnvelopeResponse:
    """已办任务分页查询"""
    return ok(lists.done_page(act, query, paging))


@router.get("/flwTask/page", response_model=Envelope[PageResult[TaskRow]])
def flw_task_page(
    act: ActDep, query: Annotated[InstanceTaskQuery, Query()], paging: Paging
) -> EnvelopeResponse:
    """流程实例的任务分页查询"""
    return ok(lists.instance_tasks(act, query, paging))


@router.get("/flwTask/detail", response_model=Envelope[TaskDetail])
def flw_task_detail(act: ActDep, query: Annotated[IdBody, Query()]) -> EnvelopeResponse:
    """任务详情"""
    return ok(detail.detail(act, query.id))


@router.get("/flwTask/userSelect", response_model=Envelope[list[UserBrief]])
def flw_task_user_select(act: ActDep, query: Annotated[UserSelectQuery, Query()]) -> EnvelopeResponse:
    """下一节点可选审批人"""
    return ok(detail.user_select(act, query))


@router.post("/flwTask/back", response_model=Envelope[ActionResult])
def flw_task_back(act: ActDep, body: NodeBody) -> EnvelopeResponse:
    """退回"""
    return ok(moves.back(act, body))


@router.post("/flwTask/jump", response_model=Envelope[ActionResult])
def flw_task_jump(act: ActDep, body: NodeBody) -> EnvelopeResponse:
    """跳转"""
    return ok(moves.jump(act, body))


@router.post("/flwTask/end", response_model=Envelope[ActionResult])
def flw_task_end(act: ActDep, body: ActionBody) -> EnvelopeResponse:
    """终止"""
    return ok(moves.end(act, body))


@router.post("/flwTask/turn", response_model=Envelope[ActionResult])
def flw_task_turn(act: ActDep, body: UserBody) -> EnvelopeResponse:
    """转办"""
    return ok(people.turn(act, body))


@router.post("/flwTask/entrust", response_model=Envelope[ActionResult])
def flw_task_entrust(act: ActDep, body: UserBody) -> EnvelopeResponse:
    """委托"""
    return ok(people.entrust(act, body))


@router.post("/flwTask/resolve", response_model=Envelope[ActionResult])
def flw_task_resolve(act: ActDep, body: ActionBody) -> EnvelopeResponse:
    """归还委托"""
    return ok(people.resolve(act, body))


@router.post("/flwTask/cc", response_model=Envelope[ActionResult])
def flw_task_cc(act: ActDep, body: UsersBody) -> EnvelopeResponse:
    """抄送"""
    return ok(people.cc(act, body))


@router.post("/flwTask/addSign", response_model=Envelope[ActionResult])
def flw_task_add_sign(act: ActDep, body: AddSignBody) -> EnvelopeResponse:
    """加签"""
    return ok(sign_actions.add_sign(act, body))


@router.post("/flwTask/deleteSign", response_model=Envelope[ActionResult])
def flw_task_delete_sign(act: ActDep, body: DeleteSignBody) -> EnvelopeResponse:
    """减签"""
    return ok(sign_actions.delete_sign(act, body))
