"""定时任务 through the CRUD contract, plus its own rules: created stopped, cron and job class checked,
start/stop, the job classes, the cron preview and the run log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from crud_contract import NO_PERMISSION, CrudContract
from crud_helpers import Api, make_role, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

SESSIONS = "SessionCleanupTaskRunner"


class TestTimers(CrudContract):
    name = "sysTimers"
    title = "定时任务"
    key = "timerName"
    not_found = 2022001
    bad = (
        {"timerName": " ", "cron": "61 * * * * ?"},
        "任务名称不能为空,cron表达式的秒字段取值应在0到59之间",
    )
    duplicate = (2022004, "定时任务名称重复，请检查timerName参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "timerName": f"任务{unique('t')}",
            "actionClass": SESSIONS,
            "cron": "0 0/10 * * * ?",
            "remark": "备注",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"timerName": row["timerName"] + "改", "cron": "0 0 3 * * ?", "remark": None}

    def test_created_stopped_and_started_and_stopped(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        assert (row["jobStatus"], row["actionName"], row["nextFireTime"]) == (2, "清理过期会话", None)
        admin.ok("POST", "/sysTimers/start", {"id": row["id"]})
        running = admin.ok("GET", "/sysTimers/detail", id=row["id"])
        assert running["jobStatus"] == 1 and running["nextFireTime"].endswith("0:00")
        assert admin.ok("GET", "/sysTimers/page", jobStatus=1, timerName=row["timerName"])["totalRows"] == 1
        admin.ok("POST", "/sysTimers/stop", {"id": row["id"]})
        assert admin.ok("GET", "/sysTimers/detail", id=row["id"])["jobStatus"] == 2
        missing = admin.post("/sysTimers/start", {"id": "1"})
        assert (missing["code"], missing["message"]) == (2022001, "定时任务不存在")
        admin.ok("POST", "/sysTimers/delete", {"id": row["id"]})

    def test_cron_is_checked_in_chinese(self, admin: Api, ctx: AppContext) -> None:
        cases = {
            "* * *": "cron表达式应为6位（秒 分 时 日 月 周）或7位（含年），如 0 0/5 * * * ?",
            "0 0 25 * * ?": "cron表达式的时字段取值应在0到23之间",
            "0 0 0 L * ?": "cron表达式的日字段“L”使用了不支持的L、W、#写法",
            "0 0 0 ? * XYZ": "cron表达式的周字段“XYZ”不是有效的值",
            "0 0 0 31 2 ?": "cron表达式在未来没有执行时间，请检查日、月、周、年字段",
            "0 0/0 * * * ?": "cron表达式的分字段步长“0”不正确",
        }
        for cron, message in cases.items():
            answer = admin.post("/sysTimers/add", {**self.payload(ctx), "cron": cron})
            assert (answer["code"], answer["message"]) == (1012001, message), cron
            preview = admin.get("/sysTimers/nextFireTimes", cron=cron)
            assert (preview["code"], preview["message"]) == (1012001, message), cron

    def test_five_field_cron_is_stored_with_seconds(self, admin: Api, ctx: AppContext) -> None:
        payload = {**self.payload(ctx), "cron": " */15  *  * * * "}
        admin.ok("POST", "/sysTimers/add", payload)
        assert self.find(admin, payload)[0]["cron"] == "0 */15 * * * *"

    def test_job_class_must_be_registered(self, admin: Api, ctx: AppContext) -> None:
        answer = admin.post("/sysTimers/add", {**self.payload(ctx), "actionClass": "os.system"})
        assert (answer["code"], answer["message"]) == (2022002, "定时任务执行类不存在")
        _, row = self.added(admin, ctx)
        edit = admin.post("/sysTimers/edit", {**row, "actionClass": "Nope"})
        assert edit["code"] == 2022002

    def test_job_classes_in_chinese_both_methods(self, admin: Api) -> None:
        listed = admin.ok("GET", "/sysTimers/getActionClasses")
        assert admin.ok("POST", "/sysTimers/getActionClasses") == listed
        by_class = {item["actionClass"]: item for item in listed}
        assert {"SessionCleanupTaskRunner", "LogCleanupTaskRunner", "HealthCheckTaskRunner"} <= set(by_class)
        health = by_class["HealthCheckTaskRunner"]
        assert health["name"] == "系统健康巡检" and health["description"] and health["cron"]

    def test_next_fire_times_preview(self, admin: Api) -> None:
        times = admin.ok("GET", "/sysTimers/nextFireTimes", cron="0 30 9 ? * MON-FRI")
        assert len(times) == 5 and all(t.endswith("09:30:00") for t in times)

    def test_run_log_page_filters(self, admin: Api) -> None:
        page = admin.ok("GET", "/sysTimerLog/page", timerId="1", success="Y")
        assert page["totalRows"] == 0 and page["rows"] == []
        bad = admin.get("/sysTimerLog/page", success="X")
        assert bad["code"] == 1012001


def test_start_stop_and_log_need_their_permissions(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    name = f"任务{unique('p')}"
    admin.ok("POST", "/sysTimers/add", {"timerName": name, "actionClass": SESSIONS, "cron": "0 0 1 * * ?"})
    timer_id = admin.ok("GET", "/sysTimers/page", timerName=name)["rows"][0]["id"]
    reader = make_user(roles=(make_role(ctx, ["sysTimers:page"]),), org="hxjt")
    api = Api(client, login(client, reader.account))
    assert api.ok("GET", "/sysTimers/page", timerName=name)["totalRows"] == 1
    for path in ("/sysTimers/start", "/sysTimers/stop"):
        answer = api.post(path, {"id": timer_id})
        assert (answer["code"], answer["message"]) == NO_PERMISSION, path
    for path in ("/sysTimers/getActionClasses", "/sysTimerLog/page", "/sysTimers/nextFireTimes"):
        assert api.get(path, cron="* * * * * ?")["code"] == NO_PERMISSION[0], path
    assert admin.ok("GET", "/sysTimers/detail", id=timer_id)["jobStatus"] == 2
    admin.ok("POST", "/sysTimers/delete", [{"id": timer_id}])
