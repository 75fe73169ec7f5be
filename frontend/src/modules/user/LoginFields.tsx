import { ApartmentOutlined, LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { SmsCodeButton } from '@/shared/components/SmsCodeButton';
import { MOBILE_PATTERN } from './rules';
import { T } from './texts';
import styles from './user.module.css';

export interface LoginValues {
  account?: string;
  password?: string;
  mobile?: string;
  smsCode?: string;
  tenantCode?: string;
  rememberMe?: boolean;
}

/** 账号 + 密码 inputs of the first tab. */
export function AccountFields() {
  return (
    <>
      <Form.Item name="account" rules={[{ required: true, whitespace: true, message: T.login.accountRequired }]}>
        <Input size="large" prefix={<UserOutlined />} placeholder={T.login.account} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" validateTrigger="onBlur" rules={[{ required: true, message: T.login.passwordRequired }]}>
        <Input.Password size="large" prefix={<LockOutlined />} placeholder={T.login.password} autoComplete="current-password" />
      </Form.Item>
    </>
  );
}

/** 手机号 + 验证码 inputs of the second tab. */
export function MobileFields({ form }: { form: FormInstance<LoginValues> }) {
  const getMobile = async () => (await form.validateFields(['mobile'])).mobile ?? null;
  return (
    <>
      <Form.Item name="mobile" rules={[{ required: true, pattern: MOBILE_PATTERN, message: T.login.mobileInvalid }]}>
        <Input size="large" prefix={<MobileOutlined />} placeholder={T.login.mobile} autoComplete="tel" maxLength={11} />
      </Form.Item>
      <div className={styles.codeRow}>
        <Form.Item name="smsCode" validateTrigger="onBlur" rules={[{ required: true, message: T.login.smsCodeRequired }]} style={{ flex: 1 }}>
          <Input size="large" prefix={<MailOutlined />} placeholder={T.login.smsCode} autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <SmsCodeButton size="large" style={{ width: 112 }} getMobile={getMobile} />
      </div>
    </>
  );
}

/** Optional tenant code, shown only when the server has tenants switched on (empty: the platform itself). */
export function TenantField() {
  return (
    <Form.Item name="tenantCode" rules={[{ max: 30, message: T.login.tenantHint }]}>
      <Input size="large" prefix={<ApartmentOutlined />} placeholder={T.login.tenantHint} aria-label={T.login.tenant} autoComplete="organization" />
    </Form.Item>
  );
}
