import { Alert, Form, Input, Modal } from 'antd';
import { updateTenantAdminPwd, type SysTenant } from '@/api/modules/tenant';
import { useSubmit } from '@/shared/components/useSubmit';
import type { ActionModalProps } from '@/shared/crud';
import { T } from './texts';

interface PwdValues {
  password: string;
  confirm: string;
}

/** 修改管理员密码: the tenant administrator's new password, typed twice. */
export function AdminPwdModal({ row, open, onClose, onDone }: ActionModalProps<SysTenant>) {
  const { busy: saving, submit } = useSubmit();
  const [form] = Form.useForm<PwdValues>();

  const save = async () => {
    const values = await form.validateFields();
    await submit(() => updateTenantAdminPwd(row.id, values.password), T.updatePwdOk, onDone);
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
