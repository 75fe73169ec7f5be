"""支付 -> 支付宝订单 (the super administrator's by default: no role is granted it)."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, button, buttons, directory, screen

PAY_ALIPAY = "system_pay_alipay"
PAY_MENUS: MenuSeed = directory(
    "system_pay",
    "支付",
    "/pay",
    "pay-circle",
    78,
    screen(
        PAY_ALIPAY,
        "支付宝订单",
        "/alipay",
        "pay/alipay/index",
        1,
        *buttons(PAY_ALIPAY, "支付宝订单", "payAlipay", "page", "detail", "add"),
        button(f"{PAY_ALIPAY}_close", "支付宝订单关闭", "payAlipay:close", 10),
        button(f"{PAY_ALIPAY}_refund", "支付宝订单退款", "payAlipay:refund", 11),
        button(f"{PAY_ALIPAY}_local_pay", "支付宝订单模拟支付", "payAlipay:localPay", 12),
        button(f"{PAY_ALIPAY}_page_pay", "支付宝电脑网站支付", "payAlipay:pagePay", 13),
        button(f"{PAY_ALIPAY}_qr_pay", "支付宝当面付二维码", "payAlipay:qrPay", 14),
        button(f"{PAY_ALIPAY}_query", "支付宝交易查询", "payAlipay:query", 15),
    ),
)
