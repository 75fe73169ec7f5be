import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/http';
import { updatePwd } from '@/api/modules/account';
import { LOGIN_ROUTE } from '@/app/config';
import { feedback } from '@/shared/feedback/feedback';
import { getToken, useSession } from '@/app/session';
import { completeLogin, safeRedirect } from './afterLogin';
import { isStrongEnough, MIN_PASSWORD_LENGTH } from './passwordStrength';
import { PasswordStrengthInput } from './PasswordStrengthInput';
import { T } from './texts';
import styles from './user.module.css';

interface Values {
  current: string;
  password: string;
  confirm: string;
}

const C = T.changePassword;

/**
 * /user/password: an administrator set this user's password, and the server answers nothing but the
 * login user and this change until it is replaced. Outside the console shell, so nothing else is asked.
 */
export default function ChangePassword() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const token = getToken();
  if (!token) return <Navigate to={LOGIN_ROUTE} replace />;

  const onFinish = async (v: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const res = await updatePwd({ password: v.current, newPassword: v.password });
      if (!res.success) {
        setError(res.message);
        return;
      }
      void feedback.message.success(C.done);
      // The session stays: cache the dictionaries refused until now; the guard then loads the console.
      await completeLogin(token);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.main}>
      <h3 className={styles.heading}>{C.heading}</h3>
      <Alert type="warning" showIcon title={C.notice} style={{ marginBottom: 24 }} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <Form form={form} onFinish={onFinish}>
        <Form.Item name="current" rules={[{ required: true, message: C.currentRequired }]}>
          <Input.Password size="large" placeholder={C.current} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          dependencies={['current']}
          rules={[
            { required: true, message: C.password },
            { min: MIN_PASSWORD_LENGTH, message: C.password },
            { validator: (_, value: string | undefined) => (!value || value.length < MIN_PASSWORD_LENGTH || isStrongEnough(value) ? Promise.resolve() : Promise.reject(new Error(T.register.tooWeak))) },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => (!value || value !== getFieldValue('current') ? Promise.resolve() : Promise.reject(new Error(C.sameAsCurrent))),
            }),
          ]}
        >
          <PasswordStrengthInput size="large" placeholder={C.password} autoComplete="new-password" />
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
          <Input.Password size="large" placeholder={C.confirm} autoComplete="new-password" />
        </Form.Item>
        <Flex align="center" justify="space-between">
          <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ width: '50%' }}>
            {C.submit}
          </Button>
          <Button type="link" onClick={() => void useSession.getState().logout()}>
            {C.logout}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
