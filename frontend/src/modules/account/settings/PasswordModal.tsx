import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { updatePwd } from '@/api/modules/account';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from '../texts';

interface Values {
  password: string;
  newPassword: string;
  confirm: string;
}

const MIN_LENGTH = 6;

/** 修改密码: old password, new password twice. */
export function PasswordModal({ open, userId, onClose }: { open: boolean; userId: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const res = await updatePwd({ id: userId, password: v.password, newPassword: v.newPassword });
      if (res.success) {
        void message.success(T.pwd.success);
        form.resetFields();
        onClose();
      } else {
        void message.error(T.pwd.failed(res.message));
      }
    } catch {
      void message.error(T.pwd.failed(T.networkError));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    form.resetFields();
    onClose();
  };

  return (
    <Modal title={T.pwd.title} open={open} onOk={submit} onCancel={close} confirmLoading={saving} forceRender>
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} style={{ marginTop: 24 }}>
        <Form.Item label={T.pwd.old} name="password" hasFeedback rules={[{ required: true, message: T.pwd.oldRequired }]}>
          <Input.Password placeholder={T.pwd.oldPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={T.pwd.new}
          name="newPassword"
          hasFeedback
          rules={[{ required: true, message: T.pwd.newRequired }, { min: MIN_LENGTH, message: T.pwd.newTooShort }]}
        >
          <Input.Password placeholder={T.pwd.newPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={T.pwd.repeat}
          name="confirm"
          hasFeedback
          dependencies={['newPassword']}
          rules={[
            { required: true, message: T.pwd.repeatRequired },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(T.pwd.mismatch)),
            }),
          ]}
        >
          <Input.Password placeholder={T.pwd.repeatPlaceholder} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
