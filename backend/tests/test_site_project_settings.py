"""The one-per-project settings: regulator platform (jgw) and video platform (monitor) with secrets
stored encrypted and never answered, environment thresholds (GB 12523-2011 noise defaults, ranges,
pre-warning below alarm), 项目设置, and 下发 to the face terminals."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from crud_helpers import Api, unique
from helpers import login
from site_helpers import NO_PROJECT, ProjectApi, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.modules.site.person.models import SitePerson
from sitesafe.modules.site.project.models import ProjectJgw, ProjectMonitor
from sitesafe.modules.system.log.models import SysOpLog

SECRET = "jgw-S3cret-令牌-0042"


@pytest.fixture(autouse=True)
def _retired(ctx: AppContext) -> Iterator[None]:
    with projects_retired(ctx):
        yield


@pytest.fixture
def api(client: TestClient) -> ProjectApi:
    admin = ProjectApi(client, login(client, "superAdmin"))
    return admin.in_project(new_project(admin))


def _jgw(**fields: object) -> dict[str, object]:
    return {
        "platform": "province",
        "platformUrl": "https://jgw.example.gov.cn/api",
        "platformProjectCode": "320100-2024-0088",
        "appId": "app-88",
        "pushEnabled": True,
        **fields,
    }


def test_rows_missing_read_as_defaults(api: ProjectApi) -> None:
    jgw = api.ok("GET", "/project/getJgw")
    assert (jgw["projectId"], jgw["secretSet"], jgw["pushEnabled"], jgw["platform"]) == (
        api.project_id,
        False,
        False,
        None,
    )
    assert api.ok("GET", "/project/getMonitor")["enabled"] is False
    env = api.ok("GET", "/project/getEnvironment")
    assert (env["noiseDayLimit"], env["noiseNightLimit"]) == (70, 55)
    assert (env["craneMomentWarn"], env["craneMomentAlarm"], env["pm10Limit"]) == (75, 90, 150)
    setting = api.ok("GET", "/projectSetting/detail")
    assert (setting["certWarnDays"], setting["workStart"], setting["minWorkerAge"]) == (30, "07:00", 18)
    nowhere = api.in_project(None)
    for path in ("/project/getJgw", "/project/getEnvironment", "/projectSetting/detail"):
        answer = nowhere.get(path)
        assert (answer["code"], answer["message"]) == NO_PROJECT


def test_jgw_secret_is_stored_encrypted_and_never_answered(
    api: ProjectApi, client: TestClient, ctx: AppContext
) -> None:
    saved = client.post(
        "/api/project/jgw",
        json={**_jgw(secret=SECRET), "projectId": api.project_id},
        headers={"Authorization": f"Bearer {api.token}"},
    )
    assert saved.json()["success"] and SECRET not in saved.text
    read = client.get(
        "/api/project/getJgw",
        params={"projectId": api.project_id},
        headers={"Authorization": f"Bearer {api.token}"},
    )
    assert SECRET not in read.text and "secretEnc" not in read.text
    assert read.json()["data"]["secretSet"] is True and read.json()["data"]["pushEnabled"] is True
    with ctx.db.sessionmaker() as db:
        row = db.execute(
            select(ProjectJgw).where(ProjectJgw.project_id == int(api.project_id or 0))
        ).scalar_one()
        stored = row.secret_enc
        logged = (
            db.execute(
                select(SysOpLog).where(SysOpLog.url == "/api/project/jgw").order_by(SysOpLog.id.desc())
            )
            .scalars()
            .first()
        )
    assert stored and SECRET not in stored and ctx.cipher.decrypt(stored) == SECRET
    assert logged is not None and SECRET not in (logged.param or "") + (logged.result or "")
    log_page = Api(client, api.token).ok("GET", "/sysOpLog/page", pageSize=50)
    assert SECRET not in json.dumps(log_page, ensure_ascii=False)
    # saving without a secret keeps it; clearing it removes it and the push can no longer be on
    api.ok("POST", "/project/jgw", _jgw(appId="app-89"))
    with ctx.db.sessionmaker() as db:
        kept = db.execute(select(ProjectJgw.secret_enc).where(ProjectJgw.id == row.id)).scalar_one()
    assert kept == stored
    cleared = api.post("/project/jgw", _jgw(clearSecret=True))
    assert (cleared["code"], cleared["message"]) == (1012001, "开启推送前请填写密钥")
    api.ok("POST", "/project/jgw", _jgw(clearSecret=True, pushEnabled=False))
    assert api.ok("GET", "/project/getJgw")["secretSet"] is False


def test_jgw_and_monitor_inputs_are_checked(api: ProjectApi, ctx: AppContext) -> None:
    empty = api.post("/project/jgw", {"pushEnabled": True})
    assert empty["message"] == "开启推送前请填写监管平台、平台地址、平台项目编码、AppId、密钥"
    bad_url = api.post("/project/jgw", _jgw(platformUrl="ftp://x"))
    assert (bad_url["code"], bad_url["message"]) == (1012001, "地址应为http://或https://开头的网址")
    assert api.ok("GET", "/project/getJgw")["platform"] is None  # nothing half-written
    refused = api.post("/project/monitor", {"enabled": True, "platform": "hik_isc"})
    assert refused["message"] == "启用前请填写服务地址"
    monitor = {"platform": "hik_isc", "serverUrl": "https://isc.site.local", "appKey": "k-1", "enabled": True}
    api.ok("POST", "/project/monitor", {**monitor, "secret": SECRET})
    answer = api.get("/project/getMonitor")
    assert SECRET not in json.dumps(answer, ensure_ascii=False)
    assert answer["data"]["secretSet"] is True and answer["data"]["serverUrl"] == monitor["serverUrl"]
    with ctx.db.sessionmaker() as db:
        stored = db.execute(
            select(ProjectMonitor.secret_enc).where(ProjectMonitor.project_id == int(api.project_id or 0))
        ).scalar_one()
    assert stored and SECRET not in stored and ctx.cipher.decrypt(stored) == SECRET


def test_environment_thresholds_are_checked(api: ProjectApi) -> None:
    refusals = (
        ({"noiseDayLimit": 130}, "昼间噪声限值不能大于120"),
        ({"pm10Limit": 0}, "PM10限值必须大于0"),
        ({"craneMomentWarn": 95, "craneMomentAlarm": 90}, "塔吊力矩预警值应小于报警值"),
        ({"liftLoadWarn": 100, "liftLoadAlarm": 100}, "升降机载重预警值应小于报警值"),
        ({"noiseDayLimit": 55, "noiseNightLimit": 70}, "夜间噪声限值不能高于昼间噪声限值"),
        ({"sprayLinkage": True}, "开启喷淋联动需设置PM2.5、PM10或TSP限值"),
        ({"craneTiltLimit": 1.234}, "塔吊倾角限值最多保留2位小数"),
        ({"windSpeedLimit": "大风"}, "风速限值必须为数字"),
    )
    for body, message in refusals:
        answer = api.post("/project/setEnvironment", body)
        assert (answer["code"], answer["message"]) == (1012001, message), body
    thresholds = {
        "pm25Limit": 75,
        "pm10Limit": 120.5,
        "noiseDayLimit": 65,
        "noiseNightLimit": 50,
        "craneMomentWarn": 80,
        "craneMomentAlarm": 90,
        "craneTiltLimit": 0.5,
        "liftLoadWarn": 90,
        "liftLoadAlarm": 110,
        "sprayLinkage": True,
    }
    api.ok("POST", "/project/setEnvironment", thresholds)
    stored = api.ok("GET", "/project/getEnvironment")
    assert {k: stored[k] for k in thresholds} == thresholds
    assert stored["tspLimit"] is None and stored["windSpeedLimit"] is None  # left empty: not checked


def test_project_setting_is_checked_and_saved(api: ProjectApi) -> None:
    refusals = (
        ({"workStart": "7:00"}, "时间格式不正确，应为HH:mm"),
        ({"workStart": "18:00", "workEnd": "07:00"}, "下班时间应晚于上班时间"),
        ({"minWorkerAge": 50, "maxWorkerAge": 45}, "工人最大年龄应大于最小年龄"),
        ({"certWarnDays": 0}, "证书到期预警天数不能小于1"),
    )
    for body, message in refusals:
        answer = api.post("/projectSetting/save", body)
        assert (answer["code"], answer["message"]) == (1012001, message), body
    wanted = {"workStart": "06:30", "workEnd": "17:30", "certWarnDays": 15, "journalBackfillDays": 1}
    wanted |= {"minWorkerAge": 18, "maxWorkerAge": 55}
    api.ok("POST", "/projectSetting/save", wanted)
    stored = api.ok("GET", "/projectSetting/detail")
    assert {k: stored[k] for k in wanted} == wanted


def test_issue_marks_the_live_people_of_the_project(api: ProjectApi, ctx: AppContext) -> None:
    other = new_project(api.in_project(None))
    people = [(api.project_id, 0), (api.project_id, 0), (api.project_id, 2), (other, 0)]
    with ctx.db.sessionmaker.begin() as db:
        rows = [_person(int(project or 0), status) for project, status in people]
        db.add_all(rows)
    ids = [r.id for r in rows]
    answer = api.ok("POST", "/project/issue")
    assert answer["count"] == 2 and answer["issuedTime"]
    with ctx.db.sessionmaker() as db:
        issued = dict(
            db.execute(select(SitePerson.id, SitePerson.issued_time).where(SitePerson.id.in_(ids))).all()
        )
    assert [issued[i] is not None for i in ids] == [True, True, False, False]


def _person(project_id: int, status: int) -> SitePerson:
    return SitePerson(
        project_id=project_id,
        name="李四",
        id_no_enc="v1.x",
        id_no_hash=unique("hash"),
        id_no_tail="1234",
        gender=1,
        birth_date=date(1985, 5, 5),
        status=status,
    )
