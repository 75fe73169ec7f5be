"""Imports every model module so `Base.metadata` is complete (app start-up, Alembic, tests): the
kernel's tables, each `models.py` below `sitesafe.modules` (found by name), and the generated resources
through `gen`."""

from sitesafe.core.models import config as kernel_config
from sitesafe.core.models import oplog as kernel_oplog
from sitesafe.core.models import session as kernel_session
from sitesafe.core.models import tenant as kernel_tenant
from sitesafe.modules import gen, model_modules

KERNEL = (kernel_config, kernel_oplog, kernel_session, kernel_tenant)
ALL = (*KERNEL, *gen.load("models"), *model_modules())
