"""支付: payment orders and their providers."""
