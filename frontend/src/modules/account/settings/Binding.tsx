import { MobileOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { bindPhone } from '@/api/modules/account';
import { useSession } from '@/app/session';
import { MOBILE_PATTERN } from '@/modules/user/rules';
import { SmsCodeButton } from '@/shared/components/SmsCodeButton';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from '../texts';
import { maskPhone } from '../mask';
import { refreshUser } from '../refreshUser';
import { SettingList, SettingRow } from './SettingRow';

interface Values {
  phone: string;
  code: string;
}

/** 账户绑定: bind or change the mobile phone, verified with an SMS code sent to the new number. */
export default function Binding() {
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  if (!user) return null;

  const onFinish = async (v: Values) => {
    setSaving(true);
    try {
      const res = await bindPhone({ phone: v.phone, code: v.code.trim() });
      if (res.success) {
        void message.success(T.binding.success);
        form.resetFields();
        await refreshUser();
      } else {
        void message.error(res.message);
      }
    } catch {
      void message.error(T.networkError);
    } finally {
      setSaving(false);
    }
  };

  const getMobile = async () => (await form.validateFields(['phone'])).phone ?? null;

  return (
    <>
      <SettingList>
        <SettingRow
          title={<Space><MobileOutlined />{T.binding.current}</Space>}
          description={user.phone ? maskPhone(user.phone) : T.binding.none}
        />
      </SettingList>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0' }}>{T.binding.desc}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 420 }}>
        <Form.Item label={user.phone ? T.binding.newPhone : T.binding.phone} required>
          <Space.Compact block>
            <Space.Addon>+86</Space.Addon>
            <Form.Item name="phone" noStyle rules={[{ required: true, pattern: MOBILE_PATTERN, message: T.binding.phoneInvalid }]}>
              <Input placeholder={T.binding.phonePlaceholder} maxLength={11} autoComplete="tel" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={T.binding.code} required>
          <Flex gap={8} align="start">
            <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: T.binding.codeRequired }]}>
              <Input placeholder={T.binding.codePlaceholder} maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <SmsCodeButton getMobile={getMobile} style={{ width: 112, flex: 'none' }} />
          </Flex>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {user.phone ? T.binding.submitChange : T.binding.submit}
        </Button>
      </Form>
    </>
  );
}
