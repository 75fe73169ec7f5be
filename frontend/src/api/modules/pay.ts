import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export const WAIT = 0;
export const PAID = 1;
export const CLOSED = 2;
export const PART_REFUNDED = 3;
export const REFUNDED = 4;

/** 支付宝订单 (`payAlipay`): amounts are yuan strings with two decimals ("12.34"). */
export type PayAlipayOrder = Schema<'OrderOut'>;

export interface PayAlipayRefund {
  id: string;
  outRequestNo: string;
  amount: string;
  reason: string;
  createTime: string | null;
}

/** One asynchronous notify with its verdict (`success` / `fail`) and reason: its form parameters when its
 * signature verified, otherwise only a digest (source address, size, SHA-256). */
export interface PayAlipayNotify {
  id: string;
  notifyId: string | null;
  outTradeNo: string | null;
  params: string | null;
  source: string | null;
  bodySize: number | null;
  bodySha256: string | null;
  verdict: string;
  reason: string;
  createTime: string;
}

export interface PayAlipayDetail extends PayAlipayOrder {
  refunds: PayAlipayRefund[];
  notifies: PayAlipayNotify[];
}

export const closeAlipayOrder = (id: string) => http.post<null>('/payAlipay/close', { id });
export const localPayAlipayOrder = (id: string) => http.post<null>('/payAlipay/localPay', { id });
export const refundAlipayOrder = (id: string, amount: number, reason: string) =>
  http.post<null>('/payAlipay/refund', { id, amount: amount.toFixed(2), reason });
export const alipayPagePayUrl = (id: string) => http.get<{ url: string }>('/payAlipay/pagePay', { id });
