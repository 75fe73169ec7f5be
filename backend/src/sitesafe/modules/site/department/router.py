from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import TreeNode
from sitesafe.modules.site.department.service import service

router = crud_router(service)


@router.get("/projectDepartment/tree", response_model=Envelope[list[TreeNode]])
def project_department_tree(act: ActDep) -> EnvelopeResponse:
    """项目部门树"""
    return ok(service.tree(act))
