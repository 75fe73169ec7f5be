import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { updateTenantAdminPwd, type SysTenant } from '@/api/modules/tenant';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

interface PwdValues {
  password: string;
  confirm: string;
}

/** 修改管理员密码: the tenant administrator's new password, typed twice. */
export function AdminPwdModal({ row, open, onClose, onDone }: ActionModalProps<SysTenant>) {
  const { message } = useFeedback();
  const [form] = Form.useForm<PwdValues>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = await updateTenantAdminPwd(row.id, values.password);
      if (res.success) {
        void message.success(T.updatePwdOk);
        onDone();
      } else {
        void message.error(res.message);
      }
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={T.updatePwdTitle(row.name)} open={open} onCancel={onClose} onOk={() => void save()}
      confirmLoading={saving} destroyOnHidden mask={{ closable: false }}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${T.adminName}：${row.adminName}`} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label={T.newPassword}
          rules={[{ required: true, message: T.passwordRequired }, { min: 6, max: 32, message: T.passwordRule }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={T.confirmPassword} dependencies={['password']}
          rules={[
            { required: true, message: T.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(T.passwordMismatch)),
            }),
          ]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
