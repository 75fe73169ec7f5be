"""The management modules' routers (site management III), one line each: `main.py` includes them all."""

from sitesafe.modules.site.approval_record.router import router as approval_record_router

ROUTERS = (approval_record_router,)
