"""Node and process configuration as the modeler writes it (`<wf:nodeConfig>` / `<wf:processConfig>` JSON),
checked and normalised at deploy. Deployed definitions keep the normalised form."""

from __future__ import annotations

from typing import Any

ASSIGNEE_TYPES = (
    "user",
    "role",
    "org",
    "pos",
    "initiator",
    "initiatorLeader",
    "projectManager",
    "projectSafetyOfficer",
)
# initiator and the project rules need no ids; initiatorLeader may name positions (see assign.py)
NEEDS_IDS = ("user", "role", "org", "pos")
MULTI_MODES = ("none", "sequential", "all", "any", "ratio")
BUTTONS = ("submit", "back", "turn", "entrust", "jump", "end", "addSign", "deleteSign", "userSelect", "cc")
DEFAULT_BUTTONS = ["submit", "back", "turn"]
FIELD_PERMS = ("read", "write", "hidden")
LISTENER_EVENTS = ("create", "complete")


class ConfigError(ValueError):
    """A configuration the deploy refuses; the message is Chinese and names the node."""


def _ids(raw: Any, where: str) -> list[str]:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(i, str | int) and str(i).isdigit() for i in raw):
        raise ConfigError(f"{where}的人员范围格式不正确")
    return [str(i) for i in raw]


def assignee_rule(raw: Any, where: str, *, required: bool) -> dict[str, Any] | None:
    if raw is None and not required:
        return None
    if not isinstance(raw, dict) or raw.get("type") not in ASSIGNEE_TYPES:
        raise ConfigError(f"{where}没有设置审批人")
    ids = _ids(raw.get("ids"), where)
    if raw["type"] in NEEDS_IDS and not ids:
        raise ConfigError(f"{where}没有设置审批人")
    return {"type": raw["type"], "ids": ids}


def node_config(raw: Any, where: str, fields: set[str] | None) -> dict[str, Any]:
    """A user task's config; `fields` are the bound form's field keys (None: no form)."""
    if not isinstance(raw, dict):
        raise ConfigError(f"{where}没有设置审批人")
    assignee = assignee_rule(raw.get("assignee"), where, required=True)
    multi = raw.get("multi") or "none"
    if multi not in MULTI_MODES:
        raise ConfigError(f"{where}的多人审批方式不正确")
    out: dict[str, Any] = {"assignee": assignee, "multi": multi}
    if multi == "ratio":
        ratio = raw.get("ratio")
        if not isinstance(ratio, int | float) or isinstance(ratio, bool) or not 0 < ratio <= 1:
            raise ConfigError(f"{where}的通过比例应在 0 到 1 之间")
        out["ratio"] = float(ratio)
    buttons = raw.get("buttons", DEFAULT_BUTTONS)
    if not isinstance(buttons, list) or any(b not in BUTTONS for b in buttons):
        raise ConfigError(f"{where}的按钮设置不正确")
    out["buttons"] = [b for b in BUTTONS if b in buttons]
    out["fieldPerms"] = field_perms(raw.get("fieldPerms"), where, fields)
    out["cc"] = assignee_rule(raw.get("cc"), f"{where}的抄送", required=False)
    out["listeners"] = listeners(raw.get("listeners"), where)
    return out


def field_perms(raw: Any, where: str, fields: set[str] | None) -> dict[str, str]:
    if raw is None:
        return {}
    if not isinstance(raw, dict) or any(v not in FIELD_PERMS for v in raw.values()):
        raise ConfigError(f"{where}的字段权限格式不正确")
    unknown = sorted(k for k in raw if fields is None or k not in fields)
    if unknown:
        raise ConfigError(f"{where}的字段权限包含表单中不存在的字段：{'、'.join(unknown)}")
    return dict(raw)


def listeners(raw: Any, where: str) -> list[dict[str, str]]:
    if raw is None:
        return []
    out: list[dict[str, str]] = []
    for item in raw if isinstance(raw, list) else [None]:
        if (
            not isinstance(item, dict)
            or item.get("event") not in LISTENER_EVENTS
            or not str(item.get("scriptId", "")).isdigit()
        ):
            raise ConfigError(f"{where}的监听器设置不正确")
        out.append({"event": item["event"], "scriptId": str(item["scriptId"])})
    return out


def process_config(raw: Any) -> dict[str, Any]:
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ConfigError("流程配置格式不正确")
    form_id = raw.get("formId")
    if form_id not in (None, "") and not str(form_id).isdigit():
        raise ConfigError("流程配置的表单不正确")
    title = raw.get("titleTemplate")
    if title is not None and (not isinstance(title, str) or len(title) > 200):
        raise ConfigError("流程配置的标题模板不正确")
    return {
        "formId": str(form_id) if form_id not in (None, "") else None,
        "titleTemplate": title or None,
        "allowWithdraw": raw.get("allowWithdraw", True) is not False,
    }
