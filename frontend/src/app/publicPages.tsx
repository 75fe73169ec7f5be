import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** /user/recover: there is no self-service reset; say who can help instead of a blank page. */
export function Recover() {
  return (
    <Result
      status="info"
      title="请联系管理员重置密码"
      extra={
        <Link to="/user/login">
          <Button type="primary">返回登录</Button>
        </Link>
      }
    />
  );
}

/** /test/home: a blank-layout smoke page. */
export function TestHome() {
  return <div style={{ padding: 24 }}>测试页</div>;
}
