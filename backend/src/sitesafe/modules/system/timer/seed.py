"""Demo timers, added once per job class (an administrator's changes are kept)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.versioning import SysDataVersion
from sitesafe.modules.system.timer.models import JOB_RUNNING, SysTimers
from sitesafe.modules.system.timer.version import TIMERS_KEY

DEMO_TIMERS = (
    ("清理过期会话", "SessionCleanupTaskRunner", "0 0/10 * * * ?", "每10分钟删除空闲超时的登录会话"),
    ("系统健康巡检", "HealthCheckTaskRunner", "0 0/5 * * * ?", "每5分钟记录CPU、内存、磁盘和数据库响应"),
    (
        "司机证书到期提醒",
        "DriverCertExpiryTaskRunner",
        "0 0 8 * * ?",
        "每天8点提醒项目安全员司机操作证书到期",
    ),
    # device readings' storage (modules/site/monitor/jobs.py)
    ("设备读数分钟汇总", "ReadingRollupTaskRunner", "0 0/1 * * * ?", "每分钟把设备读数汇总为分钟数据"),
    ("设备读数建分区", "ReadingPartitionTaskRunner", "0 10 0 * * ?", "每天提前建好读数的月分区"),
    ("设备读数保留期清理", "ReadingRetentionTaskRunner", "0 30 2 * * ?", "每天删除超过保留期的读数"),
    # refused Alipay notifies' digests (modules/pay/alipay/refused.py)
    (
        "清理被拒绝的支付宝通知",
        "PayNotifyCleanupTaskRunner",
        "0 40 2 * * ?",
        "每天删除保留期外的被拒绝通知摘要",
    ),
    (
        "设备离线检测",
        "DeviceOfflineTaskRunner",
        "0 * * * * ?",
        "每分钟检测心跳超时的设备和网关通道，产生离线告警",
    ),
    (
        "安全检查提醒",
        "InspectionReminderTaskRunner",
        "0 0 8 * * ?",
        "每天8点提醒隐患整改到期、逾期和检查任务到期",
    ),
)


def seed_timers(db: Session) -> None:
    if db.get(SysDataVersion, TIMERS_KEY) is None:
        db.add(SysDataVersion(key=TIMERS_KEY, version=1))
    for name, action_class, cron, remark in DEMO_TIMERS:
        found = select(SysTimers.id).where(SysTimers.action_class == action_class).limit(1)
        if db.execute(found).first() is None:
            timer = SysTimers(timer_name=name, action_class=action_class, cron=cron, remark=remark)
            timer.job_status = JOB_RUNNING
            db.add(timer)
    db.flush()
