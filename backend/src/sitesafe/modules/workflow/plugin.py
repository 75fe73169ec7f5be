"""工作流: design resources, instances and submit, and the runtime (to-do lists, task actions, drafts, cc)."""

from sitesafe.core.plugins import Plugin
from sitesafe.modules.workflow import runtime
from sitesafe.modules.workflow.menus import WORKFLOW_MENUS, WORKFLOW_USER_GRANTS
from sitesafe.modules.workflow.routers import routers

PLUGIN = Plugin(
    name="workflow",
    order=50,
    routers=(*routers, *runtime.routers),
    menus={"system": (WORKFLOW_MENUS,)},
    grants={"demo_role": WORKFLOW_USER_GRANTS},
    install=runtime.install_notifications,
)
