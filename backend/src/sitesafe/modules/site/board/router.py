"""项目看板 endpoint."""

from __future__ import annotations

from fastapi import APIRouter

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.modules.site.board.schemas import BoardOut
from sitesafe.modules.site.board.service import board

router = APIRouter(tags=["项目看板"])


@router.get("/siteBoard/overview", response_model=Envelope[BoardOut])
def site_board_overview(act: ActDep) -> EnvelopeResponse:
    """项目看板"""
    return ok(board(act))
