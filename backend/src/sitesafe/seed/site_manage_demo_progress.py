"""The demo's 施工日志, 进度计划 and 月报: a journal a day (the newest a draft) with the trades counted
from the project's attendance, a master plan whose nodes are done, late and under way around today, and
the reports of the last months with deviations of different levels."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import select

from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import to_local
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.site.attendance.roster import day_bounds
from sitesafe.modules.site.journal.models import SiteJournal
from sitesafe.modules.site.month_report import figures
from sitesafe.modules.site.month_report.models import SiteMonthReport
from sitesafe.modules.site.person.models import KIND_WORKER, SitePerson, SiteTeam
from sitesafe.modules.site.plan.models import SitePlan, SitePlanNode
from sitesafe.seed.site_manage_demo_kit import Site, months_before

# Nanjing's usual (low, high) °C by month
CLIMATE = ((-1, 7), (1, 10), (5, 15), (11, 21), (16, 26), (21, 29), (25, 33), (25, 32), (20, 28),
           (14, 23), (7, 16), (1, 9))  # fmt: skip
# (weather am, weather pm, wind, temperature shift) of the last ten days, oldest first
WEATHER = (("sunny", "sunny", "东南风2级", 1), ("sunny", "cloudy", "东风2级", 1),
           ("cloudy", "overcast", "东北风3级", 0), ("overcast", "light_rain", "北风3级", -2),
           ("light_rain", "overcast", "北风3~4级", -3), ("cloudy", "sunny", "西北风2级", -1),
           ("sunny", "sunny", "西风2级", 0), ("cloudy", "cloudy", "东风2级", 1),
           ("overcast", "cloudy", "东南风3级", 0), ("sunny", "cloudy", "南风2级", 2))  # fmt: skip
MACHINERY = {
    "cnazf": "QTZ80塔吊2台、SC200施工升降机1台、汽车泵1台、钢筋切断机2台、钢筋弯曲机2台",
    "bjswzx": "TC7052塔吊2台、SC200/200施工升降机2台、地泵1台、布料机2台",
}
# (施工部位, 施工内容, 材料进场, 质量安全问题及处理) of consecutive days, oldest first
DAYS = {
    "cnazf": (
        ("1#楼13层", "1#楼13层墙柱钢筋绑扎、模板支设；2#楼10层顶板钢筋绑扎；3#楼7层砌体砌筑",
         "HRB400E钢筋36吨（已见证取样送检）", None),
        ("2#楼10层", "2#楼10层顶板混凝土浇筑（C30，约92m³）；1#楼13层梁板模板支设",
         "C30商品混凝土92m³", "2#楼10层局部楼板保护层垫块间距偏大，已要求加密并复查合格"),
        ("1#楼13层、3#楼8层", "1#楼13层梁板钢筋绑扎；3#楼8层墙柱模板支设；地下车库B区防水施工",
         "SBS改性沥青防水卷材1200㎡", None),
        ("3#楼8层", "雨天停止室外高处作业；3#楼室内砌体砌筑、水电预埋；班前安全教育（防滑、防触电）", None,
         "雨天临时用电线路巡查一次，未发现漏电"),
        ("地下车库", "地下车库B区顶板后浇带清理；1#楼室内二次结构施工；雨后脚手架检查", None,
         "雨后对外脚手架基础及连墙件进行检查，未见沉降"),
        ("1#楼13层", "1#楼13层顶板混凝土浇筑（C30，约105m³）；2#楼11层墙柱钢筋绑扎",
         "C30商品混凝土105m³、HRB400E钢筋28吨", None),
        ("2#楼11层、3#楼8层", "2#楼11层墙柱模板支设；3#楼8层顶板钢筋绑扎；1#楼外架提升一层",
         "盘扣式脚手架钢管15吨", "1#楼外架提升前完成验收，连墙件复查合格"),
        ("3#楼8层", "3#楼8层顶板混凝土浇筑（C30，约88m³）；2#楼11层梁板模板支设",
         "C30商品混凝土88m³", "2#楼施工升降机层门闭锁失效，已停用并通知维保单位"),
        ("1#楼14层、2#楼11层", "1#楼14层墙柱钢筋绑扎；2#楼11层梁板钢筋绑扎；1#、2#楼水电预埋",
         "PVC线管及配件一批", "3#楼周边钢管扣件堆放杂乱，已安排班组清理"),
        ("1#楼14层、3#楼9层", "1#楼14层墙柱模板支设；3#楼9层墙柱钢筋绑扎；材料堆场清理",
         "HRB400E钢筋30吨", None),
    ),
    "bjswzx": (
        ("A塔18层", "A塔18层核心筒钢筋绑扎、爬模提升；B塔15层钢结构吊装", "钢构件46件", None),
        ("B塔15层", "B塔15层压型钢板铺设、栓钉焊接；裙房4层机电管线安装", "压型钢板860㎡", None),
        ("A塔18层", "A塔18层核心筒混凝土浇筑（C50，约136m³）；B塔16层钢柱吊装",
         "C50商品混凝土136m³", "核心筒混凝土浇筑全程旁站，试块留置符合要求"),
        ("裙房", "裙房屋面防水施工；A塔19层核心筒钢筋绑扎；B塔16层钢梁高强螺栓终拧",
         "高强螺栓2000套", None),
        ("A塔19层、B塔16层", "A塔19层爬模提升；B塔16层楼承板铺设；幕墙埋件复测", None, None),
    ),
}  # fmt: skip


def _trades(site: Site, first: date) -> dict[date, Counter[str]]:
    """Workers who clocked on each day, by their work type (else their team's)."""
    start, _ = day_bounds(first)
    stmt = (
        select(SiteAttendance.person_id, SiteAttendance.clock_time, SitePerson.work_type, SiteTeam.work_type)
        .join(SitePerson, SitePerson.id == SiteAttendance.person_id)
        .outerjoin(SiteTeam, SiteTeam.id == SiteAttendance.team_id)
        .where(SiteAttendance.project_id == site.project.id, SiteAttendance.clock_time >= start)
        .where(SitePerson.kind == KIND_WORKER)
    )
    seen: dict[date, dict[int, str]] = defaultdict(dict)
    for person, moment, own, team in site.db.execute(stmt):
        seen[to_local(moment).date()].setdefault(person, own or team or "99")
    return {day: Counter(people.values()) for day, people in seen.items()}


def _teams(site: Site) -> Counter[str]:
    """Without attendance: most of each team at work."""
    stmt = select(SiteTeam.work_type, SitePerson.id).join(SitePerson, SitePerson.team_id == SiteTeam.id)
    stmt = stmt.where(SiteTeam.project_id == site.project.id, SitePerson.kind == KIND_WORKER)
    found = Counter(work_type or "99" for work_type, _ in site.db.execute(stmt))
    return Counter({k: max(1, n * 85 // 100) for k, n in found.items()})


def seed_journals(site: Site, code: str) -> None:
    entries = DAYS[code]
    first = site.day(len(entries) - 1)
    counted, fallback = _trades(site, first), _teams(site)
    skipped = len(WEATHER) - len(entries)  # the same day has the same weather in both projects
    for place, (parts, work, materials, issues) in enumerate(entries):
        ago = len(entries) - 1 - place
        day = site.day(ago)
        am, pm, wind, shift = WEATHER[skipped + place]
        low, high = CLIMATE[day.month - 1]
        trades = counted.get(day) or fallback
        row = SiteJournal(
            log_date=day, weather_am=am, weather_pm=pm, temp_low=low + shift, temp_high=high + shift,
            wind_level=wind, parts=parts, machinery=MACHINERY[code], materials=materials, work_done=work,
            issues=issues or "无", headcounts=json.dumps(
                [{"workType": k, "count": n} for k, n in sorted(trades.items())], ensure_ascii=False),
        )  # fmt: skip
        site.add(row, "demo" if code == "cnazf" else "superAdmin", day, 18)
        if ago > 0:
            site.approved(row, day, 18)


@dataclass(frozen=True)
class Node:
    name: str
    start: int  # days from today
    end: int
    progress: int = 0  # of a leaf (a parent's is summed up from its leaves)
    began: int | None = None
    finished: int | None = None
    key: bool = False
    children: tuple[Node, ...] = ()


NODES = (
    Node("基础工程", -300, -200, 100, -298, -195),
    Node("主体结构", -200, 60, key=True, children=(
        Node("1#楼主体结构", -200, -20, 100, -198, -25, key=True),
        Node("2#楼主体结构", -190, -5, 85, -188, key=True),  # late: its planned end has passed
        Node("3#楼主体结构", -150, 60, 55, -146, key=True),
    )),
    Node("装饰装修", -60, 180, 12, -40),
    Node("竣工验收", 181, 240, key=True),
)  # fmt: skip


def seed_plan(site: Site) -> int:
    """The approved 总进度计划 (its id)."""
    today = site.today

    def day(offset: int) -> date:
        return today + timedelta(days=offset)

    plan = SitePlan(
        id=new_id(),
        name="城南安置房一期总进度计划",
        plan_type="master",
        plan_start=day(-300),
        plan_end=day(240),
        description="依据施工总承包合同工期编制，关键线路为主体结构及竣工验收",
    )
    written = site.day(300)
    site.approved(site.add(plan, "demo", written, 10), written)
    people = site.ids("demo", "zhangsan") or None

    def add(spec: Node, parent: int, sort: int) -> None:
        row = SitePlanNode(
            id=new_id(), plan_id=plan.id, project_id=site.project.id, parent_id=parent, name=spec.name,
            sort=sort, plan_start=day(spec.start), plan_end=day(spec.end), progress=spec.progress,
            actual_start=None if spec.began is None else day(spec.began),
            actual_end=None if spec.finished is None else day(spec.finished),
            key_node=spec.key, responsible_ids=people,
        )  # fmt: skip
        site.add(row, "demo", written, 10)
        for place, child in enumerate(spec.children, start=1):
            add(child, row.id, place * 10)

    for place, spec in enumerate(NODES, start=1):
        add(spec, 0, place * 10)
    return plan.id


# (planned, done) output of the months before this one, oldest first (万元): 正常, 轻微滞后, 滞后
OUTPUT = {
    "cnazf": (("2150.00", "2208.50"), ("2380.00", "2215.40"), ("2460.00", "2088.00")),
    "bjswzx": (("3120.00", "2736.00"), ("3350.00", "3402.60")),
}
BASELINE = {"cnazf": ("28650.00", "28120.00"), "bjswzx": ("21800.00", "21230.00")}  # before the reports
SUMMARIES = {
    "normal": "本月完成产值达到计划，主体结构按节点推进",
    "slight": "本月完成产值略低于计划，主要受降雨及材料进场延误影响",
    "late": "本月完成产值低于计划，2#楼主体结构节点滞后，已增加木工、钢筋工各一个班组赶工",
    "serious": "本月完成产值明显低于计划，需调整后续施工部署",
}


def seed_month_reports(site: Site, code: str, plan_id: int | None) -> None:
    months = months_before(site.today, len(OUTPUT[code]))
    for place, (month, (planned, done)) in enumerate(zip(months, OUTPUT[code], strict=True)):
        plan_output, done_output = Decimal(planned), Decimal(done)
        exact = figures.deviation(plan_output, done_output)
        level = figures.level(exact)
        first = date(int(month[:4]), int(month[5:]), 1)
        written = (first + timedelta(days=32)).replace(day=3)  # early in the next month
        row = SiteMonthReport(
            month=month, plan_output=plan_output, done_output=done_output,
            cum_plan_output=Decimal(BASELINE[code][0]) + plan_output if place == 0 else None,
            cum_done_output=Decimal(BASELINE[code][1]) + done_output if place == 0 else None,
            deviation=figures.rounded(exact), deviation_level=level, summary=SUMMARIES[level],
            main_work="主体结构施工、二次结构砌筑、水电预埋及地下车库防水", plan_id=plan_id,
            next_plan="继续推进主体结构施工，同步插入二次结构及装饰装修",
            problems="2#楼主体结构进度滞后约半个月" if level in ("late", "serious") else None,
        )  # fmt: skip
        site.add(row, "demo" if code == "cnazf" else "superAdmin", min(written, site.today), 15)
        site.approved(row, min(written, site.today))
