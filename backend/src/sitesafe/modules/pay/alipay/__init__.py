"""支付宝订单: orders, the Alipay and local providers, the asynchronous notify."""
