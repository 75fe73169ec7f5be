import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { blacklistWorker, type SitePerson } from '@/api/modules/site';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

/** 拉黑: asks for the reason; the worker leaves the face terminals and cannot be registered again. */
export function BlacklistModal({ row, open, onClose, onDone }: ActionModalProps<SitePerson>) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason;
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      const res = await blacklistWorker(row.id, reason.trim());
      if (!res.success) {
        void message.error(res.message);
        return;
      }
      void message.success(T.blacklistOk);
      onDone();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={T.blacklistTitle(row.name)} open={open} onCancel={onClose} onOk={() => void submit()}
      okButtonProps={{ danger: true, loading: saving }} okText={T.blacklist} destroyOnHidden>
      <Alert type="warning" showIcon title={T.blacklistWarn} style={{ margin: '16px 0' }} />
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={T.blacklistReason}
          rules={[{ required: true, whitespace: true, message: T.reasonRequired }, { max: 255 }]}>
          <Input.TextArea rows={3} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
