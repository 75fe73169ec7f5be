import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SuccessResult } from '@/shared/components/ResultPage';
import { T } from './texts';

/** Shown after a successful registration. */
export default function RegisterResult() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = params.get('account') || '';
  return (
    <SuccessResult
      compact
      title={T.result.title(account)}
      description={T.result.description}
      extra={[
        <Button key="login" type="primary" size="large" onClick={() => navigate('/user/login')}>
          {T.result.login}
        </Button>,
        <Button key="home" size="large" onClick={() => navigate('/')}>
          {T.result.home}
        </Button>,
      ]}
    />
  );
}
