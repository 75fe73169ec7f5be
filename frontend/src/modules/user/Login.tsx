import { Alert, Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { login } from '@/api/modules/auth';
import type { AccountLogin, MobileLogin } from '@/api/modules/auth';
import { completeLogin, safeRedirect } from './afterLogin';
import { AccountFields, MobileFields, TenantField } from './LoginFields';
import { LoginTabs } from './LoginTabs';
import type { LoginValues } from './LoginFields';
import { SliderCaptcha } from './SliderCaptcha';
import { T } from './texts';
import { useLoginOptions } from './useLoginOptions';
import { useLoginSwitches } from './useLoginSwitches';
import styles from './user.module.css';

type TabKey = 'account' | 'mobile';

const TABS = [
  { key: 'account', label: T.login.tabAccount },
  { key: 'mobile', label: T.login.tabMobile },
] as const satisfies readonly { key: TabKey; label: string }[];

function requestBody(tab: TabKey, v: LoginValues, tenantOpen: boolean): AccountLogin | MobileLogin {
  const common = { rememberMe: v.rememberMe === true, ...(tenantOpen && v.tenantCode ? { tenantCode: v.tenantCode.trim() } : {}) };
  if (tab === 'account') return { account: (v.account ?? '').trim(), password: v.password ?? '', ...common };
  return { mobile: v.mobile ?? '', smsCode: (v.smsCode ?? '').trim(), ...common };
}

/**
 * Sign-in page: account + password or mobile + SMS code (the classic page: account + password only);
 * with the captcha switch on, the slider captcha comes between the form and the request.
 */
export default function Login() {
  const [form] = Form.useForm<LoginValues>();
  const [tab, setTab] = useState<TabKey>('account');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { registerOpen, tenantOpen } = useLoginOptions();
  const { captchaOpen, classic } = useLoginSwitches();
  const [pending, setPending] = useState<AccountLogin | MobileLogin | null>(null);
  const activeTab: TabKey = classic ? 'account' : tab;

  const signIn = async (body: AccountLogin | MobileLogin) => {
    setSubmitting(true);
    setError(null);
    try {
      const res = await login(body);
      if (!res.success) {
        setError(res.message);
        setSubmitting(false);
        return;
      }
      await completeLogin(res.data);
      // The guard sees the new token without a user and loads the session before showing the page.
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      setError(T.login.networkError);
      setSubmitting(false);
    }
  };

  const onFinish = (values: LoginValues) => {
    const body = requestBody(activeTab, values, tenantOpen);
    if (captchaOpen) setPending(body);
    else void signIn(body);
  };

  const onCaptcha = (code: string) => {
    const body = pending;
    setPending(null);
    if (body) void signIn({ ...body, code });
  };

  const switchTab = (key: TabKey) => {
    setTab(key);
    setError(null);
  };

  return (
    <div className={styles.main}>
      <Form form={form} onFinish={onFinish} initialValues={{ rememberMe: false }}>
        {!classic && <LoginTabs activeKey={activeTab} onChange={switchTab} items={TABS} />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
        {tenantOpen && <TenantField />}
        {activeTab === 'account' ? <AccountFields /> : <MobileFields form={form} />}
        <div className={styles.row} style={{ marginBottom: 24 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{T.login.autoLogin}</Checkbox>
          </Form.Item>
          <Link to="/user/recover">{T.login.forgot}</Link>
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {T.login.submit}
          </Button>
        </Form.Item>
        {registerOpen && (
          <div style={{ textAlign: 'right' }}>
            <Link to="/user/register">{T.login.register}</Link>
          </div>
        )}
      </Form>
      <SliderCaptcha open={pending !== null} onSuccess={onCaptcha} onCancel={() => setPending(null)} />
    </div>
  );
}
