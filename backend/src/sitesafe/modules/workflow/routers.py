"""The workflow's design-time resources, instances and submit (wfengine); registered in `main.py`."""

from __future__ import annotations

from sitesafe.modules.workflow.category.router import router as category_router
from sitesafe.modules.workflow.definition.router import router as definition_router
from sitesafe.modules.workflow.form.router import router as form_router
from sitesafe.modules.workflow.instance.router import router as instance_router
from sitesafe.modules.workflow.model.router import router as model_router
from sitesafe.modules.workflow.script.router import router as script_router
from sitesafe.modules.workflow.shortcut.router import router as shortcut_router
from sitesafe.modules.workflow.task.submit import router as submit_router

routers = (
    category_router,
    form_router,
    model_router,
    definition_router,
    script_router,
    shortcut_router,
    instance_router,
    submit_router,
)
