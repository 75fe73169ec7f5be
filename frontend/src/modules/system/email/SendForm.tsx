import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { sendEmail } from '@/api/modules/message';
import { useFeedback } from '@/shared/components/useFeedback';
import { isEmailAddress, MAX_RECIPIENTS, splitRecipients } from './recipients';
import { T } from './texts';

interface Values {
  to: string[];
  title: string;
  format: 'text' | 'html';
  content: string;
}

export interface SendFormProps {
  canText: boolean;
  canHtml: boolean;
  /** Called after every attempt (a failed one is logged too). */
  onSent: () => void;
}

/** The test-mail form: recipients, subject, plain/HTML body (HTML with a sandboxed preview). */
export function SendForm({ canText, canHtml, onSent }: SendFormProps) {
  const [form] = Form.useForm<Values>();
  const fb = useFeedback();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const format = Form.useWatch('format', form) ?? (canText ? 'text' : 'html');
  const content = Form.useWatch('content', form) ?? '';

  const submit = async (values: Values) => {
    setSending(true);
    setFailure(null);
    try {
      const body = { to: values.to.join(', '), title: values.title, content: values.content };
      const res = await sendEmail(body, values.format === 'html');
      if (res.success) {
        void fb.message.success(T.sent);
      } else {
        setFailure(res.message);
      }
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setSending(false);
      onSent();
    }
  };

  const checkRecipients = (_: unknown, value: string[] | undefined) => {
    const list = value ?? [];
    if (list.length === 0) return Promise.reject(new Error(T.toRequired));
    const bad = list.find((a) => !isEmailAddress(a));
    if (bad) return Promise.reject(new Error(T.toInvalid(bad)));
    if (list.length > MAX_RECIPIENTS) return Promise.reject(new Error(T.toTooMany(MAX_RECIPIENTS)));
    return Promise.resolve();
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ format: canText ? 'text' : 'html', to: [] }}
      style={{ maxWidth: 760 }} data-testid="email-send-form">
      <Alert type="info" showIcon title={T.formHint} style={{ marginBottom: 16 }} />
      <Form.Item name="to" label={T.to} required rules={[{ validator: checkRecipients }]}
        normalize={(value: string[]) => splitRecipients(value ?? [])}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';', '，', '；', ' ']}
          placeholder={T.toPlaceholder} aria-label={T.to} />
      </Form.Item>
      <Form.Item name="title" label={T.subject} rules={[{ required: true, whitespace: true, message: T.subjectRequired }]}>
        <Input maxLength={200} showCount placeholder={T.subjectRequired} />
      </Form.Item>
      <Form.Item name="format" label={T.format}>
        <Radio.Group optionType="button" buttonStyle="solid" options={[
          { value: 'text', label: T.text, disabled: !canText },
          { value: 'html', label: T.html, disabled: !canHtml },
        ]} />
      </Form.Item>
      <Form.Item name="content" label={T.content} rules={[{ required: true, whitespace: true, message: T.contentRequired }]}>
        <Input.TextArea rows={8} placeholder={format === 'html' ? T.contentPlaceholderHtml : T.contentPlaceholderText}
          style={format === 'html' ? { fontFamily: 'monospace' } : undefined} />
      </Form.Item>
      {failure && (
        <Alert type="error" showIcon title={T.sendFailed} description={failure} closable onClose={() => setFailure(null)}
          style={{ marginBottom: 16 }} data-testid="email-send-error" />
      )}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>{T.send}</Button>
        {format === 'html' && (
          <Button icon={<EyeOutlined />} disabled={!content.trim()} onClick={() => setPreview(true)}>{T.preview}</Button>
        )}
        <Button onClick={() => { form.resetFields(); setFailure(null); }}>{T.reset}</Button>
      </Space>
      <Modal title={T.previewTitle} open={preview} footer={null} width={720} onCancel={() => setPreview(false)} destroyOnHidden>
        {/* An empty sandbox: no scripts, no forms, no same-origin access. */}
        <iframe title={T.previewTitle} sandbox="" srcDoc={content} style={{ width: '100%', height: 420, border: '1px solid #f0f0f0' }} />
      </Modal>
    </Form>
  );
}
