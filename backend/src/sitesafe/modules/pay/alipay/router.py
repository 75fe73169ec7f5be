"""支付宝订单 endpoints: the generic page/detail/add, the order's actions, and Alipay's notify."""

from __future__ import annotations

from fastapi import Request
from fastapi.responses import PlainTextResponse
from starlette.concurrency import run_in_threadpool

from sitesafe.core.access import PUBLIC
from sitesafe.core.context import Ctx
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.openapi import binary_response
from sitesafe.crud.context import Act, ActDep
from sitesafe.crud.router import IdQuery, crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.pay.alipay import notify
from sitesafe.modules.pay.alipay.local_pay import local_pay
from sitesafe.modules.pay.alipay.models import WAIT
from sitesafe.modules.pay.alipay.providers import AlipayProvider, provider_for
from sitesafe.modules.pay.alipay.received import receive
from sitesafe.modules.pay.alipay.schemas import PagePayOut, QrPayOut, QueryOut, RefundBody
from sitesafe.modules.pay.alipay.service import service

router = crud_router(service)


def _gateway(act: Act) -> AlipayProvider:
    """Alipay's gateway, refusing when the local provider is configured."""
    provider = provider_for(act.ctx.settings)
    if not isinstance(provider, AlipayProvider):
        raise AppError(ErrorCode.PAY_PROVIDER_UNSUPPORTED, provider=provider.name)
    return provider


@router.post("/payAlipay/close", response_model=Envelope[None])
def pay_alipay_close(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """关闭支付宝订单"""
    service.close(act, body.id)
    return ok(None)


@router.post("/payAlipay/refund", response_model=Envelope[None])
def pay_alipay_refund(act: ActDep, body: RefundBody) -> EnvelopeResponse:
    """支付宝订单退款"""
    service.refund(act, body)
    return ok(None)


@router.post("/payAlipay/localPay", response_model=Envelope[None])
async def pay_alipay_local_pay(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """模拟支付（本地支付渠道）"""
    await local_pay(act, body.id)
    return ok(None)


@router.get("/payAlipay/pagePay", response_model=Envelope[PagePayOut])
def pay_alipay_page_pay(act: ActDep, id: IdQuery) -> EnvelopeResponse:
    """支付宝电脑网站支付地址"""
    provider = _gateway(act)
    row = service.readable(act, id)
    if row.trade_state != WAIT:
        raise AppError(ErrorCode.PAY_PAY_NOT_ALLOWED)
    return ok(PagePayOut(url=provider.page_pay_url(row.out_trade_no, row.subject, row.total_fen)))


@router.post("/payAlipay/qrPay", response_model=Envelope[QrPayOut])
def pay_alipay_qr_pay(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """支付宝当面付二维码"""
    provider = _gateway(act)
    row = service.readable(act, body.id)
    if row.trade_state != WAIT:
        raise AppError(ErrorCode.PAY_PAY_NOT_ALLOWED)
    return ok(QrPayOut(qr_code=provider.qr_code(row.out_trade_no, row.subject, row.total_fen)))


@router.get("/payAlipay/query", response_model=Envelope[QueryOut])
def pay_alipay_query(act: ActDep, id: IdQuery) -> EnvelopeResponse:
    """查询支付宝交易状态（只读，不改变订单状态）"""
    provider = _gateway(act)
    answer = provider.query(service.readable(act, id).out_trade_no)
    return ok(
        QueryOut(
            trade_status=answer.get("trade_status"),
            trade_no=answer.get("trade_no"),
            total_amount=answer.get("total_amount"),
            raw=answer,
        )
    )


@router.post(
    "/payAlipay/notify",
    openapi_extra=PUBLIC,
    response_class=PlainTextResponse,
    responses=binary_response("text/plain", "success 或 fail（支付宝要求的纯文本应答）"),
)
async def pay_alipay_notify(request: Request, ctx: Ctx) -> PlainTextResponse:
    """支付宝异步通知（表单参数，签名验证后更新订单；被拒绝的只记录摘要）"""
    received = await receive(request)
    settings = ctx.settings

    def run() -> notify.Verdict:
        with ctx.db.sessionmaker() as db:
            provider = provider_for(settings)
            per_hour = settings.PAY_NOTIFY_REFUSED_PER_HOUR
            return notify.handle(db, ctx.clock, ctx.limits, provider, received, per_hour)

    verdict = await run_in_threadpool(run)
    return PlainTextResponse(verdict.answer)
