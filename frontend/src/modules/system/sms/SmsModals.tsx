import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { sendSmsMessage, validateSmsMessage, type SmsCheckResult } from '@/api/modules/message';
import { useFeedback } from '@/shared/components/useFeedback';
import { CHECK_RESULTS, DEFAULT_TEMPLATE, T } from './texts';

const MOBILE = /^1[3-9]\d{9}$/;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

function PhoneAndTemplate() {
  return (
    <>
      <Form.Item name="phoneNumbers" label={T.phoneNumbers}
        rules={[{ required: true, message: T.phoneRequired }, { pattern: MOBILE, message: T.phoneInvalid }]}>
        <Input maxLength={11} placeholder={T.phoneRequired} />
      </Form.Item>
      <Form.Item name="templateCode" label={T.templateCode} rules={[{ required: true, whitespace: true, message: T.templateRequired }]}>
        <Input maxLength={50} placeholder={T.templateRequired} />
      </Form.Item>
    </>
  );
}

/** 发送验证码短信: the server makes the code; it is never shown here. */
export function SendSmsModal({ open, onClose, onDone }: ModalProps) {
  const [form] = Form.useForm<{ phoneNumbers: string; templateCode: string }>();
  const fb = useFeedback();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const res = await sendSmsMessage(values);
      if (res.success) {
        void fb.message.success(T.sent);
        onDone();
      } else {
        void fb.message.error(T.failed(res.message));
        onDone();
      }
    } catch (e) {
      void fb.message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={T.sendTitle} open={open} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <Alert type="info" showIcon title={T.sendHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" preserve={false} initialValues={{ templateCode: DEFAULT_TEMPLATE }}>
        <PhoneAndTemplate />
      </Form>
    </Modal>
  );
}

/** 校验短信验证码: checks (and uses up) a code, showing Snowy's result in words. */
export function ValidateSmsModal({ open, onClose, onDone }: ModalProps) {
  const [form] = Form.useForm<{ phoneNumbers: string; templateCode: string; code: string }>();
  const fb = useFeedback();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SmsCheckResult | null>(null);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const res = await validateSmsMessage(values);
      if (res.success) {
        setResult(res.data);
        onDone();
      } else {
        void fb.message.error(T.failed(res.message));
      }
    } catch (e) {
      void fb.message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const shown = result ? CHECK_RESULTS[result] : null;
  return (
    <Modal title={T.validateTitle} open={open} okText={T.check} onCancel={() => { setResult(null); onClose(); }}
      onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ templateCode: DEFAULT_TEMPLATE }}
        onValuesChange={() => setResult(null)}>
        <PhoneAndTemplate />
        <Form.Item name="code" label={T.code} rules={[{ required: true, whitespace: true, message: T.codeRequired }]}>
          <Input maxLength={10} placeholder={T.codeRequired} />
        </Form.Item>
      </Form>
      {shown && <Alert type={shown.type} showIcon title={shown.text} data-testid="sms-check-result" />}
    </Modal>
  );
}
