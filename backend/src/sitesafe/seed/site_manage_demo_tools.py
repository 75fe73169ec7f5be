"""The demo's 周例会, 审批记录 (one waiting for the project manager's approval, started through the
module's workflow), 评价项, 考核, 事件上报 and 问卷评价."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, cast

from fastapi import Request

from sitesafe.core.access import DataScope
from sitesafe.core.auth import Principal
from sitesafe.core.clock import Clock
from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.modules.site.approval_record.models import SiteApprovalRecord
from sitesafe.modules.site.assessment.models import SiteAssessment, SiteAssessmentScore
from sitesafe.modules.site.assessment.service import grade_of
from sitesafe.modules.site.evaluate_item.models import SiteEvaluateItem
from sitesafe.modules.site.event_report.models import SiteEventReport
from sitesafe.modules.site.manage import flow
from sitesafe.modules.site.manage import models as m
from sitesafe.modules.site.survey_evaluate import models as survey
from sitesafe.modules.site.weekly_meeting.models import SiteWeeklyMeeting
from sitesafe.modules.system.user.models import SysUser
from sitesafe.seed.site_manage_demo_kit import Site, months_before

# (topic, minutes, decisions) of consecutive weeks, oldest first
CNAZF_MEETINGS = (
    ("工程例会：主体结构进度及外架安全",
     "1. 总包汇报：1#楼完成12层顶板浇筑，2#楼9层墙柱施工，3#楼7层顶板钢筋绑扎；\n"
     "2. 监理通报：2#楼部分楼板保护层垫块间距偏大，钢筋隐蔽验收须整改后报验；\n"
     "3. 安全：本周检查发现高支模垫板缺失，已整改复查合格。",
     "1. 2#楼增加一个木工班组，确保节点工期；\n2. 高支模区域浇筑前由技术负责人组织验收；\n"
     "3. 下周二组织全员消防演练。"),
    ("工程例会：雨天施工及临时用电",
     "1. 本周降雨两天，室外高处作业暂停，室内二次结构及水电预埋正常推进；\n"
     "2. 临时用电线路存在拖地敷设，过路段未加套管；\n3. 钢筋进场报验（第12批）已通过。",
     "1. 各班组雨后对脚手架基础、连墙件进行检查并留记录；\n"
     "2. 临时用电线路本周内全部架空或埋地敷设（责任人：水电安装班）；\n3. 裸土覆盖率达到100%。"),
    ("工程例会：2#楼节点滞后及塔吊顶升",
     "1. 2#楼主体结构较计划滞后约半个月，原因为模板周转材料不足；\n"
     "2. 2#塔吊需顶升加节并安装第二道附着，方案已编制；\n3. 1#楼外架连墙件缺失隐患尚未整改完毕。",
     "1. 增加一套模板周转材料，2#楼月底前完成10层顶板；\n"
     "2. 塔吊顶升加节申请报审，审批通过后由安装单位实施；\n3. 外架隐患限期整改，逾期按合同处罚。"),
)  # fmt: skip


BJSWZX_MEETINGS = (
    ("工程例会：双塔钢结构吊装及核心筒施工",
     "1. A塔核心筒施工至18层，B塔钢结构吊装至16层，总体满足节点要求；\n"
     "2. 钢结构高强螺栓终拧检查发现个别螺栓梅花头未拧掉；\n3. 裙房屋面防水已完成，待闭水试验。",
     "1. 高强螺栓终拧全数检查，问题螺栓更换后复查（责任人：钢结构分包）；\n"
     "2. 爬模提升前组织联合验收；\n3. 周五完成裙房屋面闭水试验。"),
)  # fmt: skip
MEETINGS = {"cnazf": CNAZF_MEETINGS, "bjswzx": BJSWZX_MEETINGS}
ATTENDEES = {
    "cnazf": ("superAdmin", "demo", "zhangsan", "lisi", "wangwu"),
    "bjswzx": ("superAdmin", "lisi", "wangwu"),
}


def seed_meetings(site: Site, code: str) -> None:
    """Weekly on Mondays before today; of several, the newest minutes are still a draft."""
    meetings = MEETINGS[code]
    last = site.today - timedelta(days=site.today.weekday() or 7)
    attendees = site.ids(*ATTENDEES[code]) or None
    for place, (topic, content, decisions) in enumerate(meetings):
        day = last - timedelta(days=7 * (len(meetings) - 1 - place))
        row = SiteWeeklyMeeting(meeting_time=site.at(day, 14), place="项目部二楼会议室", topic=topic,
                                host_id=site.user("superAdmin"), attendee_ids=attendees, content=content,
                                decisions=decisions, next_meeting_date=day + timedelta(days=7))  # fmt: skip
        site.add(row, "demo" if code == "cnazf" else "superAdmin", day, 16)
        if place < len(meetings) - 1 or len(meetings) == 1:
            site.approved(row, day)


class _At(Clock):
    def __init__(self, moment: datetime) -> None:
        self.moment = moment

    def now(self) -> datetime:
        return self.moment


@dataclass
class _Runtime:
    """What the workflow's start reads of the application context: its clock."""

    clock: Clock


def _submit(site: Site, row: Any, name: str, key: str, account: str, moment: datetime) -> None:
    """Submits the record as its author does (审批中, a task for the project's manager); left a draft
    when the module's process cannot start (an administrator suspended or broke it)."""
    user = site.db.get(SysUser, site.user(account))
    if user is None:
        return
    act = Act(
        db=site.db,
        ctx=cast(AppContext, _Runtime(_At(moment))),
        user=Principal(user.id, user.account, user.name, user.admin_type, ""),
        scope=DataScope(user.id, False, ()),
        project_id=site.project.id,
        request=cast(Request, None),  # not read when starting an instance
    )
    try:
        with site.db.begin_nested():
            instance = flow.start(act, row, name, key, [], "请审批")
    except AppError:
        return
    row.instance_id, row.submit_time = instance.id, moment
    if instance.status == "running":
        row.approve_status = m.PENDING
    else:  # a process without approval nodes ends at once
        row.approve_status, row.approve_time = m.APPROVED, instance.end_time


# (type, title, days ago, content, amount in 元, approved)
RECORDS = (
    ("scheme", "1#、2#楼悬挑式脚手架专项施工方案", 20,
     "悬挑式脚手架搭设高度超过20m，已编制专项施工方案，经公司技术负责人审核，报总监理工程师审批。",
     None, True),
    ("material", "HRB400E钢筋进场报验（第12批）", 9,
     "规格Φ8~Φ25共86.5吨，质量证明文件齐全，已按规定见证取样送检，复试合格。", "356400.00", True),
    ("major", "2#塔吊顶升加节及第二道附着安装", 1,
     "3#楼主体施工至9层，需将2#塔吊顶升加节4节并安装第二道附着，由具备资质的安装单位实施，"
     "安装完成后报检测机构检验。", "48000.00", False),
)  # fmt: skip


def seed_records(site: Site) -> None:
    for kind, title, ago, content, amount, approved in RECORDS:
        day = site.day(ago)
        row = SiteApprovalRecord(id=new_id(), title=title, type=kind, apply_date=day, content=content,
                                 amount=Decimal(amount) if amount else None)  # fmt: skip
        site.add(row, "demo", day, 9)
        if approved:
            site.approved(row, day, 10)
        else:
            site.db.flush()
            _submit(site, row, "siteApprovalRecord", "site_approval_record", "demo", site.at(day, 9, 40))


# (category, name, maximum, criteria): the five categories, two items each, 100 in all
ITEMS = (
    ("safety", "安全教育与技术交底", 15, "三级教育、班前讲话、安全技术交底记录齐全，缺一项扣3分"),
    ("safety", "隐患整改落实", 15, "隐患按期整改并复查合格，逾期一项扣5分"),
    ("civilized", "材料堆放与场容场貌", 10, "材料分类码放、标识清楚，道路畅通，一处不符合扣2分"),
    ("civilized", "扬尘治理", 10, "洒水、覆盖、冲洗措施落实，一次未落实扣2分"),
    ("quality", "实测实量合格率", 10, "合格率95%以上得满分，每降低1%扣1分"),
    ("quality", "工序验收一次通过率", 10, "一次验收不通过一次扣2分"),
    ("progress", "节点工期完成情况", 10, "按周计划完成得满分，滞后一周扣3分"),
    ("progress", "劳动力与材料保障", 10, "劳动力、周转材料满足施工需要，影响工期一次扣3分"),
    ("labor", "实名制考勤", 5, "全员实名制考勤，发现一人未录入扣1分"),
    ("labor", "工资按月足额支付", 5, "按月足额支付，发生欠薪投诉不得分"),
)
# (target type, target name, scores in ITEMS' order, summary)
ASSESSMENTS = (
    ("enterprise", "南京宏达劳务有限公司", (13, 10, 9, 8, 9, 8, 8, 9, 5, 5),
     "安全教育落实较好；1#楼外架连墙件隐患整改超期，扣分；总体良好。"),
    ("team", "钢筋班", (14, 14, 9, 9, 9, 9, 10, 9, 5, 5),
     "钢筋绑扎质量稳定，隐蔽验收一次通过率高，评为优秀。"),
)  # fmt: skip


def seed_evaluations(site: Site) -> None:
    """The evaluate items, last month's two assessments and this month's open survey with two answers."""
    items = []
    for sort, (category, name, top, criteria) in enumerate(ITEMS, start=1):
        item = SiteEvaluateItem(id=new_id(), name=name, category=category, max_score=top, criteria=criteria,
                                sort=sort * 10, status=0)  # fmt: skip
        items.append(site.add(item, "demo", site.day(40)))
    period = months_before(site.today, 1)[0]
    for kind, name, scores, summary in ASSESSMENTS:
        found = site.subcontractors() if kind == "enterprise" else [site.team(name)]
        target = next((t for t in found if t is not None and t.name == name), None)
        total, top = Decimal(sum(scores)), sum(i.max_score for i in items)
        row = SiteAssessment(id=new_id(), target_type=kind, target_id=target.id if target else None,
                             target_name=name, period=period, assessor="演示用户", total_score=total,
                             max_total=top, grade=grade_of(total, top), summary=summary)  # fmt: skip
        if target is None:  # the demo's enterprise or team was removed: assess a person instead
            row.target_type, row.target_name = "person", "张三"
        day = min(site.today, site.today.replace(day=2))  # early in the month after the period
        site.approved(site.add(row, "demo", day, 10), day)
        for place, (item, score) in enumerate(zip(items, scores, strict=True)):
            site.db.add(SiteAssessmentScore(assessment_id=row.id, item_id=item.id, score=Decimal(score),
                                            max_score=item.max_score, sort=place))  # fmt: skip
    _survey(site, items[:6])


def _survey(site: Site, items: list[SiteEvaluateItem]) -> None:
    start = site.day(5)
    row = survey.SiteSurvey(
        id=new_id(),
        title=f"分包单位履约评价（{site.today:%Y年%m月}）",
        target="南京宏达劳务有限公司",
        start_date=start,
        end_date=site.today + timedelta(days=10),
        survey_status=survey.OPEN,
        description="请项目管理人员对劳务分包单位本月履约情况进行评分",
    )
    site.add(row, "demo", start, 9)
    for place, item in enumerate(items):
        site.db.add(survey.SiteSurveyItem(survey_id=row.id, item_id=item.id, sort=place))
    answers = (
        ("zhangsan", 3, (13, 11, 9, 8, 9, 9), "外架隐患整改不够及时"),
        ("superAdmin", 2, (14, 12, 8, 8, 9, 8), None),
    )
    for account, ago, scores, comment in answers:
        user = site.user(account)
        if user is None:
            continue
        answer = survey.SiteSurveyAnswer(
            id=new_id(),
            survey_id=row.id,
            user_id=user,
            comment=comment,
            total_score=Decimal(sum(scores)),
            answer_time=site.at(site.day(ago), 11),
        )
        site.db.add(answer)
        for item, score in zip(items, scores, strict=True):
            site.db.add(
                survey.SiteSurveyScore(answer_id=answer.id, survey_id=row.id, item_id=item.id, score=score)
            )


def seed_event(site: Site) -> None:
    day = site.day(11)
    row = SiteEventReport(
        event_time=site.at(day, 15, 20), event_type="danger", level="general",
        location="2#楼东侧基坑边坡", injured=0, dead=0, reporter_phone="13800000000",
        description="巡查发现2#楼东侧基坑边坡坡顶出现一条长约4米、宽约5毫米的裂缝，坡顶有钢筋堆载，"
        "未造成人员伤亡。",
        measures="立即清除坡顶堆载并设置警戒区，加密基坑监测频率至每日两次，裂缝注浆封闭，"
        "增设钢管斜撑；经监测单位连续三日观测，变形已趋稳定。",
    )  # fmt: skip
    site.approved(site.add(row, "demo", day, 16), day)
