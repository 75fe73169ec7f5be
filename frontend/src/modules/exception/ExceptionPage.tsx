import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { T } from './texts';

export type ExceptionCode = 403 | 404 | 500;

/** Code, description and 返回首页 (→ /welcome) on antd's illustration. */
export function ExceptionPage({ code }: { code: ExceptionCode }) {
  const navigate = useNavigate();
  return (
    <Result
      status={String(code) as '403' | '404' | '500'}
      title={code}
      subTitle={T[code]}
      extra={<Button type="primary" onClick={() => navigate('/welcome')}>{T.home}</Button>}
    />
  );
}
