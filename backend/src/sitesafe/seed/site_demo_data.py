"""The demo site data as data: two projects with their enterprises, teams, staff, face terminals.
Codes follow the site dictionaries (project_type, enterprise_role, subcontract_type, work_type,
cert_type, staff_post)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class TeamSeed:
    name: str
    work_type: str  # dictionary work_type
    workers: int
    enterprise: int  # index into the project's subcontractors


@dataclass(frozen=True)
class ProjectDemo:
    code: str  # seed/data.py PROJECTS
    fields: dict[str, object]
    region: str  # six-digit area code of the enterprises' credit codes
    owner: str
    contractor: str
    supervisor: str
    subcontractors: tuple[str, ...]
    teams: tuple[TeamSeed, ...]
    gates: tuple[tuple[str, str, int], ...]  # (device code, name, direction)


STAFF_POSTS = ("项目经理", "技术负责人", "安全员", "施工员", "质量员", "劳务员")

PROJECT_DEMOS = (
    ProjectDemo(
        code="cnazf",
        fields={
            "permit_no": "320102202403150101",
            "lng": Decimal("118.796877"),
            "lat": Decimal("32.020321"),
            "type": "house",
            "stage": 1,
            "plan_start": date(2024, 3, 18),
            "plan_end": date(2026, 9, 30),
            "actual_start": date(2024, 4, 2),
            "contract_amount": Decimal("48600.00"),
            "area": Decimal("126500.00"),
            "remark": "城南新区安置房一期，12栋住宅及地下车库",
        },
        region="320102",
        owner="南京城南新区建设发展有限公司",
        contractor="中建华夏建设集团有限公司",
        supervisor="江苏正信工程监理有限公司",
        subcontractors=("南京宏达劳务有限公司", "江苏安泰建筑劳务有限公司"),
        teams=(
            TeamSeed("钢筋班", "02", 24, 0),
            TeamSeed("木工班", "01", 22, 0),
            TeamSeed("混凝土班", "03", 18, 1),
            TeamSeed("架子工班", "04", 16, 1),
            TeamSeed("水电安装班", "16", 14, 1),
            TeamSeed("塔吊班组", "09", 8, 0),
        ),
        gates=(("CNAZF-FACE-01", "东门入口人脸闸机", 1), ("CNAZF-FACE-02", "东门出口人脸闸机", 2)),
    ),
    ProjectDemo(
        code="bjswzx",
        fields={
            "permit_no": "320106202405200203",
            "lng": Decimal("118.731420"),
            "lat": Decimal("32.068815"),
            "type": "house",
            "stage": 1,
            "plan_start": date(2024, 6, 1),
            "plan_end": date(2027, 5, 31),
            "actual_start": date(2024, 6, 20),
            "contract_amount": Decimal("73200.00"),
            "area": Decimal("98600.00"),
            "remark": "滨江商务中心，双塔办公楼（地上42层）及裙房",
        },
        region="320106",
        owner="滨江城市投资集团有限公司",
        contractor="华夏建工集团股份有限公司",
        supervisor="金陵建设工程咨询监理有限公司",
        subcontractors=("南京鼎盛劳务工程有限公司", "江苏恒信机电安装有限公司"),
        teams=(
            TeamSeed("钢筋一班", "02", 22, 0),
            TeamSeed("模板班", "06", 20, 0),
            TeamSeed("混凝土班", "03", 16, 0),
            TeamSeed("机电安装班", "16", 18, 1),
            TeamSeed("塔吊升降机班组", "09", 10, 0),
        ),
        gates=(("BJSWZX-FACE-01", "北门入口人脸闸机", 1), ("BJSWZX-FACE-02", "北门出口人脸闸机", 2)),
    ),
)

SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程魏苏吕丁任沈"
)
GIVEN = "建国志强明伟军红海涛立新永刚春生德华文斌国庆宏亮振东晓峰长江金龙玉兰秀英建华"
NATIVE = (
    ("342401", "安徽省六安市金安区"),
    ("410105", "河南省郑州市金水区"),
    ("510104", "四川省成都市锦江区"),
    ("430102", "湖南省长沙市芙蓉区"),
    ("360102", "江西省南昌市东湖区"),
    ("320324", "江苏省徐州市睢宁县"),
)
