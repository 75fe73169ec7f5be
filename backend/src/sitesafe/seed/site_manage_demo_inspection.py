"""The demo's 安全检查 and 检查任务 of 城南安置房项目: three check jobs of the demo user, and a month of
findings in every rectification state (one of them overdue), each with the history rows the module
writes (检查登记, 提交整改, 复查通过 / 复查不通过). No photos."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import select

from sitesafe.core.ids import new_id
from sitesafe.crud.model import live
from sitesafe.modules.site.check_job.models import SiteCheckJob
from sitesafe.modules.site.inspection import models as m
from sitesafe.modules.site.inspection.models import SiteHazardCategory, SiteInspection, SiteInspectionLog
from sitesafe.seed.site_manage_demo_kit import Site


@dataclass(frozen=True)
class Finding:
    ago: int  # days before today
    kind: str  # dictionary inspection_type
    location: str
    category: str | None = None  # hazard category code; None: 合格
    level: str | None = None  # dictionary hazard_level
    problem: str | None = None
    requirement: str | None = None
    days: int = 0  # the deadline, days after the check
    responsible: str = "zhangsan"
    enterprise: int | None = None  # index into the project's subcontractors
    job: str | None = None  # the cycle of the check job it was made for
    rectified: tuple[int, str] | None = None  # (days ago, what was done)
    reviewed: tuple[int, str, bool, str] | None = None  # (days ago, opinion, passed, reviewer)
    checkers: tuple[str, ...] = ("demo",)


# (cycle, name, inspection type, days before today it started, checkers, area and what to check)
JOBS = (
    ("daily", "每日安全巡查", "daily", 30, ("demo",),
     "施工现场临边洞口、脚手架、临时用电、起重机械、消防设施及文明施工日常巡查"),
    ("weekly", "塔吊专项检查", "special", 28, ("demo",),
     "1#、2#塔吊基础、标准节螺栓、附着装置、限位及力矩限制器、钢丝绳、吊钩及司机持证情况"),
    ("monthly", "月度安全综合检查", "comprehensive", 60, ("demo", "superAdmin"),
     "按《建筑施工安全检查标准》JGJ59对安全管理、脚手架、模板支架、施工用电、起重吊装等分项检查评分"),
)  # fmt: skip

FINDINGS = (
    Finding(28, "daily", "3#楼5层东侧临边", "fall_edge", "general",
            "3#楼5层东侧楼板临边防护栏杆缺失约6米，未设挡脚板",
            "立即恢复防护栏杆（上杆1.2m、下杆0.6m）并设置18cm挡脚板，整改前禁止人员靠近", 2,
            enterprise=0, job="daily", rectified=(27, "已恢复临边防护栏杆6米并加设挡脚板，刷红白警示漆"),
            reviewed=(26, "临边防护已恢复，符合要求", True, "demo")),
    Finding(25, "special", "1#塔吊", "lifting_crane", "larger",
            "1#塔吊第8、9节标准节连接螺栓松动2处，回转平台护栏缺少踢脚板",
            "立即停止吊装作业，由维保单位紧固螺栓并补齐踢脚板，复查合格后方可使用", 1, enterprise=0,
            job="weekly", rectified=(24, "维保单位已复紧全部标准节螺栓（扭矩复测合格），补装回转平台踢脚板"),
            reviewed=(23, "螺栓扭矩及踢脚板复查合格，同意恢复使用", True, "superAdmin"),
            checkers=("demo", "superAdmin")),
    Finding(22, "daily", "2#楼北侧二级配电箱", "electric_box", "general",
            "2#楼北侧二级配电箱未上锁，箱门PE线未跨接，箱内杂物较多",
            "配电箱加锁并由专职电工管理，补接箱门跨接PE线，清理箱内杂物", 1, "demo", enterprise=1,
            job="daily", rectified=(21, "已加锁并明确责任电工，补接PE跨接线，箱内杂物清理完毕"),
            reviewed=(20, "整改到位", True, "superAdmin")),
    Finding(19, "comprehensive", "地下车库B区高支模", "collapse_formwork", "major",
            "地下车库B区高支模立杆底部未设垫板，局部扫地杆缺失，与专项施工方案不符",
            "停止该区域浇筑准备，按专项方案补设垫板和扫地杆，经技术负责人验收后方可浇筑", 3, enterprise=0,
            job="monthly", rectified=(17, "已按专项方案补设通长垫板及纵横向扫地杆，技术负责人组织验收合格"),
            reviewed=(16, "复查合格，同意浇筑", True, "superAdmin"), checkers=("demo", "superAdmin")),
    Finding(15, "daily", "钢筋加工棚", "fire_hot_work", "general",
            "钢筋加工棚内电焊作业未办理动火审批，作业点未配置灭火器，无看火人",
            "立即停止动火作业，补办动火审批，配置灭火器并安排专人看火", 1, enterprise=0, job="daily",
            rectified=(15, "已补办动火作业审批，配置4kg干粉灭火器2具，指定看火人"),
            reviewed=(14, "整改到位", True, "demo")),
    Finding(14, "special", "2#塔吊", job="weekly", checkers=("demo", "superAdmin")),
    Finding(9, "daily", "1#楼外脚手架（6~10层）", "fall_scaffold", "larger",
            "1#楼外脚手架6~10层连墙件缺失3处，东立面剪刀撑不连续",
            "补设连墙件，剪刀撑按规范连续设置，整改期间该段脚手架禁止上人", 7, enterprise=1, job="daily"),
    Finding(7, "daily", "1#楼标准层（12层）", job="daily"),
    Finding(6, "seasonal", "场内主干道及东侧裸土区", "civilized_road", "general",
            "场内主干道扬尘明显，雾炮未开启，东侧裸土约500㎡未覆盖",
            "主干道每日洒水不少于4次，开启雾炮，裸土全部采用防尘网覆盖", 8, "demo",
            rectified=(4, "已安排洒水车定时洒水，雾炮恢复运行，裸土覆盖防尘网约300㎡"),
            reviewed=(3, "东侧仍有约200㎡裸土未覆盖，请继续整改", False, "superAdmin")),
    Finding(5, "daily", "2#楼至3#楼临时道路", "electric_temporary", "general",
            "临时用电电缆沿地面拖地敷设，穿越施工道路处未设保护套管",
            "电缆架空或埋地敷设，穿越道路处加设钢套管保护", 5, "demo", enterprise=1, job="daily",
            rectified=(1, "电缆已改为沿围墙架空敷设，过路段埋地并加设钢套管")),
    Finding(2, "special", "2#楼施工升降机", "lifting_hoist", "larger",
            "2#楼施工升降机3层、5层层门闭锁装置失效，层门可从内侧打开",
            "立即停用该升降机，维修层门闭锁装置，经检测合格后恢复使用", 4),
    Finding(1, "daily", "3#楼周边材料堆场", "civilized_stack", "general",
            "钢管、扣件堆放杂乱，部分占用消防通道", "按品种规格分类码放整齐，清理消防通道", 3,
            enterprise=0, job="daily"),
    Finding(0, "daily", "地下车库顶板后浇带", job="daily"),
)  # fmt: skip


def _jobs(site: Site) -> dict[str, int]:
    found = {}
    for cycle, name, kind, ago, checkers, content in JOBS:
        start = site.day(ago)
        if cycle == "monthly":
            start = start.replace(day=1)
        job = SiteCheckJob(
            id=new_id(),
            name=name,
            check_type=kind,
            checker_ids=site.ids(*checkers),
            cycle=cycle,
            start_date=start,
            content=content,
            enabled=True,
        )
        site.approved(site.add(job, "demo", start, 8), start, 10)
        found[cycle] = job.id
    return found


def _log(site: Site, row: SiteInspection, action: str, who: str, day: date, hour: int, text: str) -> None:
    site.db.add(
        SiteInspectionLog(
            inspection_id=row.id,
            project_id=row.project_id,
            action=action,
            user_id=site.user(who),
            time=site.at(day, hour, 30),
            content=text,
        )
    )


def _finding(
    site: Site, f: Finding, categories: dict[str, int], jobs: dict[str, int], subs: list[int]
) -> None:
    day = site.day(f.ago)
    row = SiteInspection(
        id=new_id(), check_date=day, check_type=f.kind, checker_ids=site.ids(*f.checkers),
        check_unit="公司安全监督部" if f.kind == "comprehensive" else "项目安全部", location=f.location,
        category_id=categories.get(f.category or ""), level=f.level,
        result=m.RESULT_FAIL if f.category else m.RESULT_PASS, problem_desc=f.problem,
        requirement=f.requirement, deadline=day + timedelta(days=f.days) if f.category else None,
        responsible_enterprise_id=subs[f.enterprise] if f.enterprise is not None and subs else None,
        responsible_user_id=site.user(f.responsible, "demo") if f.category else None,
        check_job_id=jobs.get(f.job or ""), rectify_status=m.PENDING if f.category else m.NONE,
    )  # fmt: skip
    site.approved(site.add(row, f.checkers[0], day, 9, 30), day, 10, at_once=True)  # before rectifying
    _log(site, row, "check", f.checkers[0], day, 9, f.problem or "检查合格，无需整改")
    if f.rectified is not None:
        row.rectify_date, row.rectify_desc = site.day(f.rectified[0]), f.rectified[1]
        row.rectify_status = m.REVIEWING
        _log(site, row, "rectify", f.responsible, row.rectify_date, 15, f.rectified[1])
    if f.reviewed is not None:
        ago, opinion, passed, reviewer = f.reviewed
        row.review_date, row.review_opinion, row.reviewer_id = site.day(ago), opinion, site.user(reviewer)
        row.rectify_status = m.PASSED if passed else m.FAILED
        _log(site, row, "pass" if passed else "fail", reviewer, row.review_date, 16, opinion)


def seed_inspections(site: Site) -> None:
    categories = dict(
        site.db.execute(
            select(SiteHazardCategory.code, SiteHazardCategory.id).where(
                SiteHazardCategory.code.is_not(None), live(SiteHazardCategory)
            )
        ).all()
    )
    jobs = _jobs(site)
    subs = [e.id for e in site.subcontractors()]
    for finding in FINDINGS:
        _finding(site, finding, categories, jobs, subs)
    site.db.flush()
