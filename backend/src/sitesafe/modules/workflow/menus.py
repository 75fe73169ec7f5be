"""The top-level 工作流 directory: design screens for administrators (分类, 模型, 定义, 表单, 脚本,
实例) and the screens every user works in (快捷入口, 草稿, 我的申请, 待办, 已办). Runtime buttons come from
`workflow_menus_runtime.py`."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, _snake, button, buttons, directory, reads, screen
from sitesafe.modules.workflow.menus_runtime import RUNTIME_BUTTONS, RUNTIME_USER_GRANTS

CRUD = ("page", "detail", "add", "edit", "delete")
PICKERS = (
    ("sysUser", "selector", "用户选择器"),
    ("sysRole", "dropDown", "角色下拉"),
    ("sysOrg", "tree", "机构树"),
    ("sysPos", "list", "职位列表"),
)


def _own(code: str, title: str, resource: str, *actions: tuple[str, str]) -> tuple[MenuSeed, ...]:
    """Buttons of a resource's own operations (`saveXml`, `deploy`, ...): (action, name)."""
    return tuple(
        button(f"{code}_{_snake(action)}", f"{title}{name}", f"{resource}:{action}", 30 + i)
        for i, (action, name) in enumerate(actions)
    )


def _screen(code: str, name: str, router: str, component: str, sort: int, *children: MenuSeed) -> MenuSeed:
    return screen(code, name, router, component, sort, *children, *RUNTIME_BUTTONS.get(code, ()))


_VIEW = (("detail", "详情"), ("tracking", "跟踪"))
_START = (("start", "发起"), ("startForm", "发起表单"))

WORKFLOW_MENUS = directory(
    "workflow_mgr",
    "工作流",
    "/workflow",
    "apartment",
    85,
    _screen("flw_shortcut", "快捷入口", "/workflow/shortcut", "workflow/shortcut/index", 1,
            button("flw_shortcut_list", "快捷入口列表", "flwShortcut:list", 1),
            *_own("flw_shortcut", "流程", "flwInstance", *_START)),
    _screen("flw_draft", "草稿", "/workflow/draft", "workflow/draft/index", 2,
            *_own("flw_draft", "流程", "flwInstance", *_START)),
    _screen("flw_my", "我的申请", "/workflow/my", "workflow/my/index", 3,
            *_own("flw_my", "我的申请", "flwInstance", ("my", "查询"), *_VIEW, ("withdraw", "撤回"))),
    _screen("flw_todo", "待办", "/workflow/todo", "workflow/todo/index", 4,
            button("flw_todo_submit", "待办提交", "flwTask:submit", 1),
            *_own("flw_todo", "流程", "flwInstance", *_VIEW)),
    _screen("flw_done", "已办", "/workflow/done", "workflow/done/index", 5,
            *_own("flw_done", "流程", "flwInstance", *_VIEW)),
    _screen("flw_instance", "流程实例", "/workflow/instance", "workflow/instance/index", 10,
            *_own("flw_instance", "流程实例", "flwInstance", ("page", "查询"), *_VIEW,
                  ("terminate", "终止"))),
    _screen("flw_category", "流程分类", "/workflow/category", "workflow/category/index", 11,
            *buttons("flw_category", "流程分类", "flwCategory", "list", *CRUD)),
    _screen("flw_model", "流程模型", "/workflow/model", "workflow/model/index", 12,
            *buttons("flw_model", "流程模型", "flwModel", *CRUD),
            *_own("flw_model", "流程模型", "flwModel", ("saveXml", "保存流程图"), ("deploy", "部署"),
                  ("versions", "版本")),
            *reads("flw_model", ("flwCategory", "list", "流程分类列表"), ("flwForm", "page", "流程表单查询"),
                   ("flwForm", "detail", "流程表单详情"), ("flwScript", "page", "流程脚本查询"), *PICKERS)),
    _screen("flw_definition", "流程定义", "/workflow/definition", "workflow/definition/index", 13,
            *buttons("flw_definition", "流程定义", "flwDefinition", "page", "list", "detail", "delete"),
            *_own("flw_definition", "流程定义", "flwDefinition", ("versions", "版本"), ("nodes", "节点"),
                  ("suspend", "挂起"), ("activate", "激活")),
            *buttons("flw_definition_shortcut", "快捷入口", "flwShortcut", *CRUD),
            *reads("flw_definition", ("flwCategory", "list", "流程分类列表"), *PICKERS)),
    _screen("flw_form", "流程表单", "/workflow/form", "workflow/form/index", 14,
            *buttons("flw_form", "流程表单", "flwForm", *CRUD),
            *_own("flw_form", "流程表单", "flwForm", ("copy", "复制")),
            *reads("flw_form", ("flwCategory", "list", "流程分类列表"))),
    _screen("flw_script", "流程脚本", "/workflow/script", "workflow/script/index", 15,
            *buttons("flw_script", "流程脚本", "flwScript", *CRUD),
            *_own("flw_script", "流程脚本", "flwScript", ("test", "测试"))),
)  # fmt: skip


def _codes(menu: MenuSeed, screens: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for child in menu.children:
        if child.code in screens:
            out += [child.code, *(c.code for c in child.children)]
    return tuple(out)


USER_SCREENS = ("flw_shortcut", "flw_draft", "flw_my", "flw_todo", "flw_done")
# What every ordinary user (the demo role) is granted: the screens they apply and approve in.
# The runtime's buttons hang under the user screens already; dict.fromkeys keeps each grant once.
WORKFLOW_USER_GRANTS = tuple(
    dict.fromkeys(("workflow_mgr", *_codes(WORKFLOW_MENUS, USER_SCREENS), *RUNTIME_USER_GRANTS))
)
