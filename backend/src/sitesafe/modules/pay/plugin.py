"""支付: Alipay orders and their notifies."""

from sitesafe.core.plugins import Plugin
from sitesafe.modules.pay.alipay.router import router as pay_alipay_router
from sitesafe.modules.pay.menus import PAY_MENUS

PLUGIN = Plugin(name="pay", order=30, routers=(pay_alipay_router,), menus={"system": (PAY_MENUS,)})
