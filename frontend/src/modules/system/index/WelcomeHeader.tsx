import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LoginUser } from '@/api/types';
import { UserAvatar } from '@/shared/components/UserAvatar';
import { timeFix, welcomePhrase } from '@/shared/utils/greeting';
import { T } from './texts';

/** Greeting, avatar, roles and organisation of the signed-in user. */
export function WelcomeHeader({ user }: { user: LoginUser }) {
  const [phrase] = useState(() => welcomePhrase());
  const [greeting] = useState(() => timeFix());
  const roles = user.adminType === 1 ? [T.superAdmin] : user.roles.map((r) => r.name);
  const org = user.loginEmpInfo?.orgName;
  return (
    <Card>
      <Flex gap={20} align="center" wrap>
        <UserAvatar fileId={user.avatar} size={64} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>{T.greeting(greeting, user.name || user.account)}</Typography.Title>
          <Typography.Text type="secondary">{phrase}</Typography.Text>
          <Flex wrap gap={8} align="center" style={{ marginTop: 8 }}>
            {roles.map((r) => <Tag key={r} color="blue" style={{ margin: 0 }}>{r}</Tag>)}
            {org && <Typography.Text type="secondary">{T.org}：{org}</Typography.Text>}
          </Flex>
        </div>
        <Space separator="|">
          <Link to="/account/center">{T.account}</Link>
          <Link to="/account/settings/base">{T.settings}</Link>
        </Space>
      </Flex>
    </Card>
  );
}
