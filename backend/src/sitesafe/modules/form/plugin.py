"""表单设计: the form designs the designer saves and the renderer shows (its menu is 系统应用's)."""

from sitesafe.core.plugins import Plugin
from sitesafe.modules.form.router import router as form_design_router

PLUGIN = Plugin(name="form", order=20, routers=(form_design_router,))
