import { Tag } from 'antd';
import {
  alipayPagePayUrl, closeAlipayOrder, localPayAlipayOrder, PART_REFUNDED, PAID, WAIT, type PayAlipayOrder,
} from '@/api/modules/pay';
import { unwrap } from '@/api/modules/result';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { AlipayDetail } from './AlipayDetail';
import { RefundModal } from './RefundModal';
import { PROVIDERS, STATES, T } from './texts';


function StateTag({ value }: { value: unknown }) {
  const found = STATES.find((s) => s.value === value);
  return found ? <Tag color={found.color}>{found.label}</Tag> : <>{String(value ?? '')}</>;
}

async function openPagePay(row: PayAlipayOrder) {
  const { url } = await unwrap(alipayPagePayUrl(row.id));
  window.open(url, '_blank', 'noopener');
}

/** 支付宝订单: created 待支付; paid only by a verified notify (模拟支付 posts one with the local provider);
 * closed while unpaid; refunded in part or in whole once paid. Orders are never edited or deleted. */
export const alipayDef: ResourceDef<PayAlipayOrder> = {
  name: 'payAlipay',
  title: T.title,
  api: { list: false, edit: false, delete: false, detail: true },
  detail: true,
  detailView: AlipayDetail,
  canEdit: () => false,
  canDelete: () => false,
  actionWidth: 240,
  columns: [
    { key: 'outTradeNo', title: T.outTradeNo, inSearch: true, inForm: false, width: 210, sorter: true },
    { key: 'subject', title: T.subject, inSearch: true, ellipsis: true, rules: { required: true, max: 256 } },
    {
      key: 'totalAmount', title: T.totalAmount, type: 'number', width: 130,
      rules: { required: true, extra: [{ type: 'number', min: 0.01, message: T.amountRule }] },
      props: { min: 0.01, precision: 2, step: 1 },
    },
    {
      key: 'tradeState', title: T.tradeState, type: 'select', inSearch: true, inForm: false, width: 100,
      options: STATES.map(({ value, label }) => ({ value, label })),
      render: (v) => <StateTag value={v} />,
    },
    { key: 'refundedAmount', title: T.refundedAmount, inForm: false, width: 120 },
    { key: 'refundableAmount', title: T.refundableAmount, inForm: false, inTable: false },
    { key: 'provider', title: T.provider, type: 'select', options: [...PROVIDERS], inForm: false, width: 100 },
    { key: 'tradeNo', title: T.tradeNo, inForm: false, inTable: false },
    { key: 'buyerId', title: T.buyerId, inForm: false, inTable: false },
    { key: 'payTime', title: T.payTime, inForm: false, width: 170, sorter: true },
    { key: 'closeTime', title: T.closeTime, inForm: false, inTable: false },
    { key: 'createTime', title: T.createTime, inForm: false, width: 170, sorter: true },
    { key: 'body', title: T.body, type: 'textarea', inTable: false, rules: { max: 128 } },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, rules: { max: 255 } },
    {
      key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, inTable: false, inForm: false, inDetail: false,
      rangeKeys: ['searchBeginTime', 'searchEndTime'],
    },
  ],
  toBody: (values) => (typeof values.totalAmount === 'number'
    ? { ...values, totalAmount: values.totalAmount.toFixed(2) } : values),
  rowActions: [
    {
      key: 'localPay', text: T.localPay, perm: 'payAlipay:localPay',
      show: (row) => row.tradeState === WAIT && row.provider === 'local',
      confirm: (row) => T.localPayConfirm(row.outTradeNo), successText: T.localPayOk,
      run: (row) => localPayAlipayOrder(row.id),
    },
    {
      key: 'pagePay', text: T.pagePay, perm: 'payAlipay:pagePay',
      show: (row) => row.tradeState === WAIT && row.provider === 'alipay',
      onClick: (row) => void openPagePay(row),
    },
    {
      key: 'close', text: T.close, perm: 'payAlipay:close', danger: true,
      show: (row) => row.tradeState === WAIT,
      confirm: (row) => T.closeConfirm(row.outTradeNo), successText: T.closeOk,
      run: (row) => closeAlipayOrder(row.id),
    },
    {
      key: 'refund', text: T.refund, perm: 'payAlipay:refund',
      show: (row) => row.tradeState === PAID || row.tradeState === PART_REFUNDED,
      modal: RefundModal,
    },
  ],
};

export default function AlipayPage() {
  return <CrudPage def={alipayDef} />;
}
