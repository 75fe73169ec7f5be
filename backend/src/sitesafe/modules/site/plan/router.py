"""进度计划 endpoints: the manage core's routes plus the node tree and its structure and progress."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Body, Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.schemas import parse_ids
from sitesafe.modules.site.manage.router import manage_router
from sitesafe.modules.site.plan import nodes
from sitesafe.modules.site.plan.schemas import NodeAdd, NodeEdit, NodeOut, NodeProgress, NodeTreeQuery
from sitesafe.modules.site.plan.service import service

router = manage_router(service)


@router.get("/sitePlan/nodeTree", response_model=Envelope[list[NodeOut]])
def site_plan_node_tree(act: ActDep, query: Annotated[NodeTreeQuery, Query()]) -> EnvelopeResponse:
    """进度计划节点树"""
    return ok(nodes.node_tree(act, query.plan_id))


@router.post("/sitePlan/nodeAdd", response_model=Envelope[str])
def site_plan_node_add(act: ActDep, body: NodeAdd) -> EnvelopeResponse:
    """增加计划节点"""
    return ok(str(nodes.add_node(act, body).id))


@router.post("/sitePlan/nodeEdit", response_model=Envelope[None])
def site_plan_node_edit(act: ActDep, body: NodeEdit) -> EnvelopeResponse:
    """编辑计划节点"""
    nodes.edit_node(act, body)
    return ok(None)


@router.post("/sitePlan/nodeDelete", response_model=Envelope[None])
def site_plan_node_delete(act: ActDep, body: Annotated[Any, Body(title="主键")]) -> EnvelopeResponse:
    """删除计划节点"""
    nodes.delete_nodes(act, parse_ids(body))
    return ok(None)


@router.post("/sitePlan/nodeProgress", response_model=Envelope[None])
def site_plan_node_progress(act: ActDep, body: NodeProgress) -> EnvelopeResponse:
    """填报节点进度"""
    nodes.report_progress(act, body)
    return ok(None)
