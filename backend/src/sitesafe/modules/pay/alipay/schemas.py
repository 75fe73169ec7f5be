from __future__ import annotations

from decimal import Decimal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, Text

MAX_YUAN = Decimal("100000000")  # Alipay's ceiling of one order (一亿元)


class OrderQuery(CamelModel):
    out_trade_no: str | None = Field(None, max_length=64, title="商户订单号")
    subject: str | None = Field(None, max_length=256, title="订单标题")
    trade_state: int | None = Field(None, ge=0, le=4, title="订单状态")
    search_begin_time: str | None = Field(None, max_length=19, title="开始时间")
    search_end_time: str | None = Field(None, max_length=19, title="结束时间")


class OrderAdd(CamelModel):
    subject: Text = Field(min_length=1, max_length=256, title="订单标题")
    total_amount: Decimal = Field(gt=0, le=MAX_YUAN, decimal_places=2, title="订单金额")
    body: Text | None = Field(None, max_length=128, title="订单描述")
    remark: Text | None = Field(None, max_length=255, title="备注")


class RefundBody(CamelModel):
    id: IdStr = Field(title="主键")
    amount: Decimal = Field(gt=0, le=MAX_YUAN, decimal_places=2, title="退款金额")
    reason: Text = Field(min_length=1, max_length=256, title="退款原因")


class OrderOut(AuditOut):
    out_trade_no: str
    subject: str
    body: str | None = None
    remark: str | None = None
    total_amount: str = Field(title="订单金额（元）")
    refunded_amount: str = Field(title="已退款金额（元）")
    refundable_amount: str = Field(title="可退金额（元）")
    trade_state: int = Field(title="订单状态：0待支付 1已支付 2已关闭 3部分退款 4已退款")
    trade_state_name: str
    provider: str = Field(title="支付渠道：local本地模拟 alipay支付宝")
    trade_no: str | None = Field(None, title="支付宝交易号")
    buyer_id: str | None = None
    pay_time: DateTimeStr | None = None
    close_time: DateTimeStr | None = None


class RefundOut(CamelModel):
    id: IdStr
    out_request_no: str
    amount: str
    reason: str
    create_time: DateTimeStr | None = None
    create_user: IdStr | None = None


class NotifyOut(CamelModel):
    id: IdStr
    notify_id: str | None = None
    out_trade_no: str | None = None
    params: str | None = Field(None, title="通知原文（JSON）；验签未通过的通知不保存原文")
    source: str | None = Field(None, title="来源地址")
    body_size: int | None = Field(None, title="通知大小（字节）")
    body_sha256: str | None = Field(None, title="通知内容的SHA-256（过大而未读完的为空）")
    verdict: str = Field(title="处理结果：success / fail")
    reason: str
    create_time: DateTimeStr


class OrderDetail(OrderOut):
    refunds: list[RefundOut]
    notifies: list[NotifyOut]


class PagePayOut(CamelModel):
    url: str = Field(title="电脑网站支付地址")


class QrPayOut(CamelModel):
    qr_code: str = Field(title="二维码内容")


class QueryOut(CamelModel):
    trade_status: str | None = Field(None, title="支付宝交易状态")
    trade_no: str | None = None
    total_amount: str | None = None
    raw: dict[str, object] = Field(title="支付宝应答")
