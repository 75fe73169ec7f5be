"""The timer jobs of the readings' storage (registered with the timer registry, seeded as 定时任务): the
one-minute rollup every minute, the monthly partitions made ahead every day, retention every day."""

from __future__ import annotations

from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.monitor.rollup import rollup
from sitesafe.modules.site.monitor.storage import partitions, retention
from sitesafe.modules.system.timer.jobs import JobClass, JobContext, registry

ROLLUP_CLASS = "ReadingRollupTaskRunner"
PARTITION_CLASS = "ReadingPartitionTaskRunner"
RETENTION_CLASS = "ReadingRetentionTaskRunner"


def run_rollup(job: JobContext) -> str:
    written = rollup(job.app, job.now())
    parts = [f"{kinds.KIND_NAMES[kind]}{n}条" for kind, n in written.items()]
    return "写入分钟汇总：" + "，".join(parts)


def run_partitions(job: JobContext) -> str:
    engine = job.app.db.engine
    if engine.dialect.name != "postgresql":
        return "SQLite数据库不分区，无需处理"
    made = partitions.ensure(engine, job.now())
    return f"新建分区{len(made)}个" + (f"：{'、'.join(made)}" if made else "（本月及后两个月的分区都已存在）")


def run_retention(job: JobContext) -> str:
    days = job.app.settings.READING_RETENTION_DAYS
    outcome = retention.purge(job.app.db.engine, job.now(), days)
    return f"保留{days}天：删除分区{len(outcome.dropped)}个，删除读数及汇总{outcome.rows}条"


registry.register(
    JobClass(
        ROLLUP_CLASS,
        "设备读数分钟汇总",
        "把塔吊、升降机、环境监测的读数按分钟汇总（条数、合计、最小、最大），供图表查询；迟到的读数会重算其所在分钟",
        "0 0/1 * * * ?",
        run_rollup,
    )
)
registry.register(
    JobClass(
        PARTITION_CLASS,
        "设备读数建分区",
        "PostgreSQL：提前建好本月和后两个月的读数分区（启动时也会检查）；SQLite无需分区",
        "0 10 0 * * ?",
        run_partitions,
    )
)
registry.register(
    JobClass(
        RETENTION_CLASS,
        "设备读数保留期清理",
        "删除超过保留天数（READING_RETENTION_DAYS，默认400天）的读数和分钟汇总：PostgreSQL整月删除分区，其余分批删除",
        "0 30 2 * * ?",
        run_retention,
    )
)
