"""The workflow runtime's routers (to-do lists and task actions, drafts, cc) and its notifications."""

from __future__ import annotations

from sitesafe.modules.workflow.cc.router import router as cc_router
from sitesafe.modules.workflow.draft.router import router as draft_router
from sitesafe.modules.workflow.notify import install as install_notifications
from sitesafe.modules.workflow.task.runtime_router import router as task_router

routers = (task_router, draft_router, cc_router)

__all__ = ["install_notifications", "routers"]
