import { Alert, Button, Flex, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { register } from '@/api/modules/auth';
import { SmsCodeButton } from '@/shared/components/SmsCodeButton';
import { isStrongEnough, MIN_PASSWORD_LENGTH } from './passwordStrength';
import { PasswordStrengthInput } from './PasswordStrengthInput';
import { ACCOUNT_PATTERN, MOBILE_PATTERN } from './rules';
import { T } from './texts';
import { useLoginOptions } from './useLoginOptions';
import styles from './user.module.css';

interface Values {
  account: string;
  password: string;
  confirm: string;
  mobile: string;
  smsCode: string;
  email?: string;
}

/** Self-registration: account, password (with strength), mobile verified by SMS code, optional e-mail. */
export default function Register() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { registerOpen } = useLoginOptions();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (v: Values) => {
    setSubmitting(true);
    setError(null);
    const account = v.account.trim();
    try {
      const res = await register({ account, password: v.password, phone: v.mobile, smsCode: v.smsCode.trim(), email: v.email?.trim() || undefined });
      if (res.success) navigate(`/user/register-result?account=${encodeURIComponent(account)}`);
      else setError(res.message || T.register.failed);
    } catch {
      setError(T.login.networkError);
    } finally {
      setSubmitting(false);
    }
  };

  const getMobile = async () => (await form.validateFields(['mobile'])).mobile ?? null;

  return (
    <div className={styles.main}>
      <h3 className={styles.heading}>{T.register.heading}</h3>
      {!registerOpen && <Alert type="info" showIcon title={T.register.closed} style={{ marginBottom: 24 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <Form form={form} onFinish={onFinish}>
        <Form.Item
          name="account"
          rules={[{ required: true, whitespace: true, message: T.register.accountRequired }, { pattern: ACCOUNT_PATTERN, message: T.register.accountInvalid }]}
        >
          <Input size="large" placeholder={T.register.account} autoComplete="username" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: T.register.password },
            { min: MIN_PASSWORD_LENGTH, message: T.register.password },
            { validator: (_, value: string | undefined) => (!value || value.length < MIN_PASSWORD_LENGTH || isStrongEnough(value) ? Promise.resolve() : Promise.reject(new Error(T.register.tooWeak))) },
          ]}
        >
          <PasswordStrengthInput size="large" placeholder={T.register.password} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: T.register.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(T.register.mismatch))),
            }),
          ]}
        >
          <Input.Password size="large" placeholder={T.register.confirm} autoComplete="new-password" />
        </Form.Item>
        <Form.Item>
          <Space.Compact block>
            <Space.Addon>+86</Space.Addon>
            <Form.Item name="mobile" noStyle rules={[{ required: true, pattern: MOBILE_PATTERN, message: T.register.mobileInvalid }]}>
              <Input size="large" placeholder={T.register.mobile} autoComplete="tel" maxLength={11} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Flex gap={8} align="start">
          <Form.Item name="smsCode" rules={[{ required: true, whitespace: true, message: T.register.smsCodeRequired }]} style={{ flex: 1 }}>
            <Input size="large" placeholder={T.register.smsCode} autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <SmsCodeButton size="large" style={{ width: 112 }} getMobile={getMobile} disabled={!registerOpen} />
        </Flex>
        <Form.Item name="email" rules={[{ type: 'email', message: T.register.emailInvalid }]}>
          <Input size="large" placeholder={T.register.email} autoComplete="email" />
        </Form.Item>
        <Flex align="center" justify="space-between">
          <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={!registerOpen} style={{ width: '50%' }}>
            {T.register.submit}
          </Button>
          <Link to="/user/login">{T.register.toLogin}</Link>
        </Flex>
      </Form>
    </div>
  );
}
