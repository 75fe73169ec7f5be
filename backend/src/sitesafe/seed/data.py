"""Seed rows other than menus and dictionaries, keyed by their natural codes."""

from __future__ import annotations

from dataclasses import dataclass

from sitesafe.core import sysconfig

APPS = (("system", "系统应用", "Y", 1), ("site", "现场管理", "N", 2))

# (code, name, parent code or None, sort)
ORGS = (
    ("hxjt", "华夏集团", None, 100),
    ("hxjt_bj", "华夏集团北京分公司", "hxjt", 100),
    ("hxjt_bj_yfb", "研发部", "hxjt_bj", 100),
    ("hxjt_bj_qhb", "企划部", "hxjt_bj", 101),
    ("hxjt_cd", "华夏集团成都分公司", "hxjt", 101),
    ("hxjt_cd_scb", "市场部", "hxjt_cd", 100),
    ("hxjt_cd_cwb", "财务部", "hxjt_cd", 101),
)

POSITIONS = (
    ("zjl", "总经理", 100),
    ("fzjl", "副总经理", 101),
    ("bmjl", "部门经理", 102),
    ("gzry", "工作人员", 103),
)

# (code, name, data scope type, sort)
ROLES = (("demo_role", "演示角色", 2, 100),)

# (code, name, value, remark)
CONFIGS = (
    (sysconfig.SESSION_EXPIRE, "session会话过期时间", "7200", "空闲多少秒后登录会话失效（滑动过期）"),
    (sysconfig.TOKEN_EXPIRE, "token过期时间", "86400", "token签发后多少秒失效"),
    (sysconfig.DEFAULT_PASSWORD, "默认密码", "123456", "重置密码时使用的默认密码"),
    (sysconfig.CAPTCHA_OPEN, "验证码开关", "false", "登录是否需要图形验证码"),
    (sysconfig.TENANT_OPEN, "租户开关", "false", "是否开启多租户"),
    (sysconfig.REGISTER_OPEN, "注册开关", "false", "是否开放用户自助注册"),
    (sysconfig.LOGIN_CLASSIC, "经典登录页", "false", "登录页只显示账号密码表单（不显示手机号登录）"),
    (sysconfig.REGISTER_DEFAULT_ROLE, "注册用户默认角色", "demo_role", "自助注册的用户获得的角色编码"),
    (sysconfig.LOGIN_LOCK_ACCOUNT_MAX, "账号登录失败锁定次数", "5", "同一账号连续失败多少次后锁定"),
    (sysconfig.LOGIN_LOCK_IP_MAX, "IP登录失败锁定次数", "20", "同一IP连续失败多少次后锁定"),
    (sysconfig.LOGIN_LOCK_WINDOW, "登录失败计数窗口", "900", "失败次数在多少秒内累计"),
    (sysconfig.LOGIN_LOCK_MINUTES, "登录锁定时长", "15", "锁定多少分钟"),
    (sysconfig.SMS_IP_MAX, "单IP短信发送上限", "20", "同一IP在计数窗口内最多发多少条验证码（0为不限）"),
    (sysconfig.SMS_IP_WINDOW, "单IP短信计数窗口", "3600", "单IP短信上限的计数窗口（秒）"),
    (sysconfig.SMS_TOTAL_MAX, "全局短信发送上限", "100", "全系统在计数窗口内最多发多少条验证码（0为不限）"),
    (sysconfig.SMS_TOTAL_WINDOW, "全局短信计数窗口", "600", "全局短信上限的计数窗口（秒）"),
)


@dataclass(frozen=True)
class UserSeed:
    account: str
    name: str
    admin_type: int
    sex: int = 3
    phone: str | None = None
    job_num: str | None = None
    org: str | None = None
    positions: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    projects: tuple[str, ...] = ()


USERS = (
    UserSeed("superAdmin", "超级管理员", admin_type=1, sex=1),
    UserSeed(
        "demo",
        "演示用户",
        admin_type=2,
        sex=1,
        phone="13800000000",
        job_num="D001",
        org="hxjt_bj",
        positions=("zjl",),
        roles=("demo_role",),
        projects=("cnazf",),
    ),
)
DEFAULT_PASSWORD = "123456"

# (code, name, address, sort)
PROJECTS = (
    ("cnazf", "城南安置房项目", "城南新区安置路88号", 1),
    ("bjswzx", "滨江商务中心项目", "滨江大道168号", 2),
)
