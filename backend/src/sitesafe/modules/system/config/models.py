# The kernel owns system parameters; the module's service and tests still name the model here.
from sitesafe.core.models.config import SysConfig

__all__ = ["SysConfig"]
