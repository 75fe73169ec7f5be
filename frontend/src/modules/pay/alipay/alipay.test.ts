import type { PayAlipayOrder } from '@/api/modules/pay';
import { hasView } from '@/app/viewRegistry';
import { fieldsFor, submitBody } from '@/shared/crud';
import { alipayDef } from './index';
import { notifyContent } from './notify';

const order = (tradeState: number, provider = 'local'): PayAlipayOrder => ({
  id: '9', createTime: null, createUser: null, updateTime: null, updateUser: null, version: null,
  outTradeNo: '202611281000009', subject: '会员年费', body: null, remark: null, totalAmount: '12.30',
  refundedAmount: '0.00', refundableAmount: '12.30', tradeState, tradeStateName: '', provider, tradeNo: null,
  buyerId: null, payTime: null, closeTime: null,
});

const actionsFor = (row: PayAlipayOrder) =>
  (alipayDef.rowActions ?? []).filter((a) => a.show?.(row) ?? true).map((a) => a.text);

describe('支付宝订单 screen', () => {
  it('is registered for the menu component pay/alipay/index', () => {
    expect(hasView('pay/alipay/index')).toBe(true);
  });
  it('asks for subject, amount, description and remark only', () => {
    expect(fieldsFor(alipayDef, 'add').map((f) => f.key)).toEqual(['subject', 'totalAmount', 'body', 'remark']);
  });
  it('searches by order number, subject, state and creation time', () => {
    expect(fieldsFor(alipayDef, 'search').map((f) => f.key)).toEqual(['outTradeNo', 'subject', 'tradeState', 'timeRange']);
  });
  it('sends the amount with two decimals', () => {
    expect(submitBody(alipayDef, { subject: '年费', totalAmount: 12.3 }, 'add')).toMatchObject({ totalAmount: '12.30' });
  });
  it('offers each action only in the states it applies to', () => {
    expect(actionsFor(order(0))).toEqual(['模拟支付', '关闭']);
    expect(actionsFor(order(0, 'alipay'))).toEqual(['去支付', '关闭']);
    expect(actionsFor(order(1))).toEqual(['退款']);
    expect(actionsFor(order(3))).toEqual(['退款']);
    expect(actionsFor(order(2))).toEqual([]);
    expect(actionsFor(order(4))).toEqual([]);
  });
  it('never edits or deletes an order', () => {
    expect(alipayDef.canEdit?.(order(0))).toBe(false);
    expect(alipayDef.canDelete?.(order(2))).toBe(false);
  });
  it('shows a verified notify\'s parameters and only the digest of a refused one', () => {
    const notify = { id: '1', notifyId: null, outTradeNo: null, verdict: 'fail', reason: '签名验证失败',
      createTime: '2026-11-28 10:00:00', source: '198.51.100.7' };
    expect(notifyContent({ ...notify, params: '{"a":"1"}', bodySize: 5, bodySha256: 'ab' })).toBe('{"a":"1"}');
    expect(notifyContent({ ...notify, params: null, bodySize: 749, bodySha256: 'c0ffee' }))
      .toBe('验签未通过，未保存原文。大小：749 字节；SHA-256：c0ffee');
    expect(notifyContent({ ...notify, params: null, bodySize: 129024, bodySha256: null }))
      .toBe('验签未通过，未保存原文。大小：129024 字节；SHA-256：过大未读完');
  });
});
