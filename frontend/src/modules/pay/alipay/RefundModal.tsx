import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { refundAlipayOrder, type PayAlipayOrder } from '@/api/modules/pay';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

interface RefundValues {
  amount: number;
  reason: string;
}

/** 退款: any amount up to what is left to refund (paid − refunded), with a reason. */
export function RefundModal({ row, open, onClose, onDone }: ActionModalProps<PayAlipayOrder>) {
  const { busy, submit } = useSubmit();
  const [form] = Form.useForm<RefundValues>();
  const max = Number(row.refundableAmount);

  const save = async () => {
    const values = await form.validateFields();
    await submit(() => refundAlipayOrder(row.id, values.amount, values.reason.trim()), T.refundOk, onDone);
  };

  return (
    <Modal title={T.refundTitle(row.outTradeNo)} open={open} onCancel={onClose} onOk={() => void save()}
      confirmLoading={busy} destroyOnHidden mask={{ closable: false }}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={T.refundMax(row.refundableAmount)} />
      <Form form={form} layout="vertical" preserve={false} initialValues={{ amount: max }}>
        <Form.Item name="amount" label={T.refundAmount} rules={[{ required: true, message: T.refundAmountRequired }]}>
          <InputNumber min={0.01} max={max} precision={2} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={T.refundReason}
          rules={[{ required: true, whitespace: true, message: T.refundReasonRequired }, { max: 256 }]}>
          <Input.TextArea rows={3} maxLength={256} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
