"""Buttons of the workflow's runtime endpoints (待办/已办 actions, drafts, cc), added to the screens of
`workflow_menus.py` by screen code, and the grants ordinary users get of them."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, _snake, button

TASK_ACTIONS = (
    ("todoPage", "待办查询"),
    ("detail", "任务详情"),
    ("back", "退回"),
    ("turn", "转办"),
    ("entrust", "委托"),
    ("resolve", "归还委托"),
    ("jump", "跳转"),
    ("end", "终止"),
    ("addSign", "加签"),
    ("deleteSign", "减签"),
    ("userSelect", "选人"),
    ("cc", "抄送"),
)


def _buttons(
    screen: str, resource: str, actions: tuple[tuple[str, str], ...], sort: int
) -> tuple[MenuSeed, ...]:
    return tuple(
        button(f"{screen}_{_snake(resource)}_{_snake(action)}", name, f"{resource}:{action}", sort + i)
        for i, (action, name) in enumerate(actions)
    )


USER_PICKER = (("selector", "用户选择器"),)
CC = (("page", "抄送我的"), ("read", "阅读抄送"))

RUNTIME_BUTTONS: dict[str, tuple[MenuSeed, ...]] = {
    "flw_todo": (
        *_buttons("flw_todo", "flwTask", TASK_ACTIONS, 50),
        *_buttons("flw_todo", "sysUser", USER_PICKER, 90),
        *_buttons("flw_todo", "flwCc", CC, 95),
    ),
    "flw_done": _buttons("flw_done", "flwTask", (("donePage", "已办查询"), ("detail", "任务详情")), 50),
    "flw_draft": _buttons(
        "flw_draft",
        "flwDraft",
        (("page", "草稿查询"), ("detail", "草稿详情"), ("save", "保存草稿"), ("delete", "删除草稿")),
        50,
    ),
    "flw_shortcut": _buttons("flw_shortcut", "flwDraft", (("save", "保存草稿"), ("detail", "草稿详情")), 50),
    "flw_instance": (
        *_buttons("flw_instance", "flwTask", (("page", "实例任务"), ("detail", "任务详情")), 50),
        *_buttons("flw_instance", "flwTask", (("jump", "跳转"), ("end", "终止任务")), 60),
    ),
}

# Ordinary users get every button of their screens (待办/已办/草稿/快捷入口) through `workflow_menus.py`,
# which grants the user screens with all their children; the administrator's jump/end stay with 流程实例.
RUNTIME_USER_GRANTS: tuple[str, ...] = ()
