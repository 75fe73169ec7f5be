"""评价项: names unique in the project, the category from its dictionary, enabled/disabled by
changeStatus (a disabled item takes no new scores), and an item in use by an assessment or a survey
stays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.schemas import status_text
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.assessment.models import SiteAssessmentScore
from sitesafe.modules.site.evaluate_item.models import SiteEvaluateItem
from sitesafe.modules.site.evaluate_item.schemas import (
    EvaluateItemAdd,
    EvaluateItemEdit,
    EvaluateItemListQuery,
    EvaluateItemOut,
    EvaluateItemQuery,
)
from sitesafe.modules.site.evaluate_item.scoring import CATEGORIES
from sitesafe.modules.site.lookups import labels
from sitesafe.modules.site.person.lookups import require_dict
from sitesafe.modules.site.survey_evaluate.models import SiteSurveyItem

EVALUATE_ITEM = Resource(
    name="siteEvaluateItem",
    title="评价项",
    model=SiteEvaluateItem,
    out=EvaluateItemOut,
    add=EvaluateItemAdd,
    edit=EvaluateItemEdit,
    not_found=ErrorCode.EVALUATE_ITEM_NOT_EXIST,
    query=EvaluateItemQuery,
    filters=(Like("name"), Eq("category"), Eq("status")),
    list_query=EvaluateItemListQuery,
    list_filters=(Eq("category"), Eq("status")),
    sortable={"name": "name", "sort": "sort", "maxScore": "max_score", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("name", ErrorCode.EVALUATE_ITEM_NAME_REPEAT, within=("project_id",)),),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "changeStatus", "export"}),
    export_columns=(
        ExcelColumn("名称", "name", 24),
        ExcelColumn("分类", "category_name", 12),
        ExcelColumn("满分", "max_score", 8),
        ExcelColumn("评分标准", "criteria", 40),
        ExcelColumn("排序", "sort", 8),
        ExcelColumn("状态", "status", 8, status_text),
        ExcelColumn("创建时间", "create_time", 20),
    ),
    tags=("评价项",),
    lookups=(labels(("category", CATEGORIES, "category_name")),),
)


class EvaluateItemService(CrudService):
    def check(self, act: Act, row: Any, action: str) -> None:
        require_dict(act.db, CATEGORIES, row.category, "category", "分类")

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        for used in (SiteAssessmentScore.item_id, SiteSurveyItem.item_id):
            found = act.db.execute(select(used).where(used.in_(ids)).limit(1)).scalar_one_or_none()
            if found is not None:
                name = next((r.name for r in rows if r.id == found), "")
                raise AppError(ErrorCode.EVALUATE_ITEM_IN_USE, name=name)


service = EvaluateItemService(EVALUATE_ITEM)
