"""The default 隐患分类 tree (company-wide), added by code where missing: a category an administrator
renamed, moved or deleted is left as it is."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.modules.site.inspection.models import SiteHazardCategory

# (code, name, children as (code, name))
HAZARD_CATEGORIES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("fall", "高处坠落", (("fall_edge", "临边防护"), ("fall_hole", "洞口防护"), ("fall_scaffold", "脚手架"),
                          ("fall_climb", "攀登与悬空作业"), ("fall_platform", "操作平台"),
                          ("fall_ppe", "安全帽、安全带、安全网"))),
    ("strike", "物体打击", (("strike_cross", "交叉作业"), ("strike_passage", "安全通道"),
                            ("strike_throw", "高处抛物与坠物"))),
    ("lifting", "起重伤害", (("lifting_crane", "塔吊"), ("lifting_hoist", "施工升降机"),
                             ("lifting_rigging", "吊索具"), ("lifting_material", "物料提升机"),
                             ("lifting_operation", "起重吊装作业"))),
    ("machinery", "机械伤害", (("machinery_small", "中小型机械"), ("machinery_rebar", "钢筋加工机械"),
                               ("machinery_wood", "木工机械"))),
    ("electric", "触电", (("electric_temporary", "临时用电"), ("electric_box", "配电箱与开关箱"),
                          ("electric_external", "外电防护"), ("electric_welding", "电焊作业"))),
    ("collapse", "坍塌", (("collapse_pit", "基坑"), ("collapse_formwork", "模板支撑"),
                          ("collapse_earth", "土方开挖"))),
    ("fire", "火灾", (("fire_hot_work", "动火作业"), ("fire_facility", "消防设施"),
                      ("fire_flammable", "易燃易爆物品"))),
    ("civilized", "文明施工", (("civilized_fence", "现场围挡"), ("civilized_stack", "材料堆放"),
                               ("civilized_road", "场地道路与扬尘"), ("civilized_living", "生活区与办公区"))),
    ("other", "其他", ()),
)  # fmt: skip


def _ensure(
    db: Session, code: str, name: str, sort: int, parent: SiteHazardCategory | None
) -> SiteHazardCategory:
    row = db.execute(
        select(SiteHazardCategory).where(SiteHazardCategory.code == code).limit(1)
    ).scalar_one_or_none()
    if row is None:
        row = SiteHazardCategory(
            code=code,
            name=name,
            sort=sort,
            pid=parent.id if parent else 0,
            pids=f"{parent.pids}[{parent.id}]," if parent else "[0],",
            status=0,
        )
        db.add(row)
        db.flush()
    return row


def seed_hazard_categories(db: Session) -> None:
    for sort, (code, name, children) in enumerate(HAZARD_CATEGORIES, start=1):
        parent = _ensure(db, code, name, sort * 10, None)
        for child_sort, (child_code, child_name) in enumerate(children, start=1):
            _ensure(db, child_code, child_name, child_sort * 10, parent)
