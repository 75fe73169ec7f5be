"""The one-per-project settings (监管平台, 视频平台, 环境阈值, 项目设置) of the request's project.

A project without a row reads the defaults; the first save creates the row. Secrets are encrypted with
`ctx.cipher` and never answered: a read says `secretSet`."""

from __future__ import annotations

from decimal import Decimal
from typing import Any, TypeVar

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.site.device.kinds import THRESHOLD_DEFAULTS
from sitesafe.modules.site.project.models import (
    ProjectEnvironment,
    ProjectJgw,
    ProjectMonitor,
    ProjectSetting,
)
from sitesafe.modules.site.project.settings_schemas import (
    EnvironmentOut,
    EnvironmentSave,
    JgwOut,
    JgwSave,
    MonitorOut,
    MonitorSave,
    SettingOut,
    SettingSave,
)

M = TypeVar("M")


def _snake(camel: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in camel)


# GB 3095-2012 grade II 24-hour limits for dust, GB 12523-2011 boundary noise (day 06:00–22:00), level-6
# wind (10.8 m/s) stops crane work; crane moment 75 % pre-warns and 90 % alarms; a hoist warns at 90 %
# of its rated load and cuts off at 110 %.
# The defaults are the monitoring core's (kinds.THRESHOLD_DEFAULTS, keyed by these columns in camelCase).
ENVIRONMENT_DEFAULTS: dict[str, Any] = {
    **{_snake(key): Decimal(str(default)) for key, (default, _, _) in THRESHOLD_DEFAULTS.items()},
    "lift_persons_limit": int(THRESHOLD_DEFAULTS["liftPersonsLimit"][0]),
    "spray_linkage": False,
}
SETTING_DEFAULTS: dict[str, Any] = {k: f.default for k, f in SettingSave.model_fields.items()}
# (pre-warning, alarm, message) pairs: the pre-warning must come first.
WARN_BEFORE_ALARM = (
    ("crane_moment_warn", "crane_moment_alarm", "塔吊力矩预警值应小于报警值"),
    ("lift_load_warn", "lift_load_alarm", "升降机载重预警值应小于报警值"),
)


def _row(act: Act, model: type[M], project_id: int) -> M | None:
    stmt = select(model).where(model.project_id == project_id)  # type: ignore[attr-defined]
    found: M | None = act.db.execute(stmt).scalar_one_or_none()
    return found


def _row_for_write(act: Act, model: type[M], project_id: int, defaults: dict[str, Any]) -> M:
    row = _row(act, model, project_id)
    if row is None:
        row = model(project_id=project_id, **defaults)
        act.db.add(row)
    return row


def _values(row: Any, model: type[Any], defaults: dict[str, Any]) -> dict[str, Any]:
    if row is None:
        return dict(defaults)
    return {c.key: getattr(row, c.key) for c in model.__table__.c}


def _refuse(problems: list[str]) -> None:
    if problems:
        raise AppError(ErrorCode.PARAM_ERROR, message=",".join(problems))


def _store_secret(act: Act, row: Any, body: JgwSave | MonitorSave) -> None:
    if body.secret:
        row.secret_enc = act.ctx.cipher.encrypt(body.secret)
    elif body.clear_secret:
        row.secret_enc = None


def get_jgw(act: Act) -> JgwOut:
    project_id = act.require_project()
    row = _row(act, ProjectJgw, project_id)
    values = _values(row, ProjectJgw, {"push_enabled": False})
    return JgwOut.model_validate(
        {**values, "project_id": project_id, "secret_set": bool(values.get("secret_enc"))}
    )


def save_jgw(act: Act, body: JgwSave) -> None:
    project_id = act.require_project()
    row = _row_for_write(act, ProjectJgw, project_id, {})
    _apply(body, row, exclude={"secret", "clear_secret"})
    _store_secret(act, row, body)
    if row.push_enabled:
        needed = (
            ("platform", "监管平台"),
            ("platform_url", "平台地址"),
            ("platform_project_code", "平台项目编码"),
            ("app_id", "AppId"),
            ("secret_enc", "密钥"),
        )
        missing = [title for column, title in needed if not getattr(row, column)]
        if missing:
            _refuse([f"开启推送前请填写{'、'.join(missing)}"])
    act.commit()


def get_monitor(act: Act) -> MonitorOut:
    project_id = act.require_project()
    row = _row(act, ProjectMonitor, project_id)
    values = _values(row, ProjectMonitor, {"enabled": False})
    return MonitorOut.model_validate(
        {**values, "project_id": project_id, "secret_set": bool(values.get("secret_enc"))}
    )


def save_monitor(act: Act, body: MonitorSave) -> None:
    project_id = act.require_project()
    row = _row_for_write(act, ProjectMonitor, project_id, {})
    _apply(body, row, exclude={"secret", "clear_secret"})
    _store_secret(act, row, body)
    if row.enabled:
        missing = [
            t for c, t in (("platform", "视频平台"), ("server_url", "服务地址")) if not getattr(row, c)
        ]
        if missing:
            _refuse([f"启用前请填写{'、'.join(missing)}"])
    act.commit()


def get_environment(act: Act) -> EnvironmentOut:
    project_id = act.require_project()
    values = _values(_row(act, ProjectEnvironment, project_id), ProjectEnvironment, ENVIRONMENT_DEFAULTS)
    return EnvironmentOut.model_validate({**values, "project_id": project_id})


def set_environment(act: Act, body: EnvironmentSave) -> None:
    project_id = act.require_project()
    problems = [
        message
        for warn, alarm, message in WARN_BEFORE_ALARM
        if getattr(body, warn) is not None
        and getattr(body, alarm) is not None
        and getattr(body, warn) >= getattr(body, alarm)
    ]
    day, night = body.noise_day_limit, body.noise_night_limit
    if day is not None and night is not None and night > day:
        problems.append("夜间噪声限值不能高于昼间噪声限值")
    if body.spray_linkage and not (body.pm25_limit or body.pm10_limit or body.tsp_limit):
        problems.append("开启喷淋联动需设置PM2.5、PM10或TSP限值")
    _refuse(problems)
    row = _row_for_write(act, ProjectEnvironment, project_id, {})
    # A save states every threshold: one left empty is no longer checked.
    for name in EnvironmentSave.model_fields:
        setattr(row, name, getattr(body, name))
    act.commit()


def get_setting(act: Act) -> SettingOut:
    project_id = act.require_project()
    values = _values(_row(act, ProjectSetting, project_id), ProjectSetting, SETTING_DEFAULTS)
    return SettingOut.model_validate({**values, "project_id": project_id})


def save_setting(act: Act, body: SettingSave) -> None:
    project_id = act.require_project()
    problems = []
    if body.work_end <= body.work_start:
        problems.append("下班时间应晚于上班时间")
    if body.max_worker_age <= body.min_worker_age:
        problems.append("工人最大年龄应大于最小年龄")
    _refuse(problems)
    row = _row_for_write(act, ProjectSetting, project_id, {})
    _apply(body, row)
    act.commit()


def _apply(body: BaseModel, row: Any, exclude: frozenset[str] | set[str] = frozenset()) -> None:
    for name in type(body).model_fields:
        if name not in exclude:
            setattr(row, name, getattr(body, name))
