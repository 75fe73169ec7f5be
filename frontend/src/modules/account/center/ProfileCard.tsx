import { ApartmentOutlined, ClockCircleOutlined, IdcardOutlined, MailOutlined, MobileOutlined, PhoneOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LoginUser } from '@/api/types';
import { UserAvatar } from '@/shared/components/UserAvatar';
import { T } from '../texts';
import { maskPhone } from '../mask';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline" style={{ marginBottom: 10 }}>
      <span aria-hidden>{icon}</span>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{label}</Typography.Text>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </Flex>
  );
}

const orNone = (v: string | null | undefined) => (v && v.trim() ? v : <Typography.Text type="secondary">{T.center.none}</Typography.Text>);

/** Left card of the account centre: who the user is and how to reach them. */
export function ProfileCard({ user }: { user: LoginUser }) {
  const emp = user.loginEmpInfo;
  const positions = [...(emp?.positions ?? []).map((p) => p.posName), ...(emp?.extOrgPos ?? []).map((p) => `${p.orgName} · ${p.posName}`)];
  const roles = user.adminType === 1 ? [T.center.superAdmin] : user.roles.map((r) => r.name);
  return (
    <Card>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
        <UserAvatar fileId={user.avatar} size={104} />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>{user.name || user.account}</Typography.Title>
        {user.nickName && <Typography.Text type="secondary">{user.nickName}</Typography.Text>}
      </Flex>
      <Line icon={<IdcardOutlined />} label={T.center.account}>{user.account}</Line>
      <Line icon={<ApartmentOutlined />} label={T.center.org}>{orNone(emp?.orgName)}</Line>
      <Line icon={<SolutionOutlined />} label={T.center.positions}>{positions.length ? positions.join('、') : orNone(null)}</Line>
      <Line icon={<TeamOutlined />} label={T.center.roles}>
        {roles.length ? roles.map((r) => <Tag key={r}>{r}</Tag>) : orNone(null)}
      </Line>
      <Divider dashed style={{ margin: '12px 0 16px' }} />
      <Line icon={<MobileOutlined />} label={T.center.phone}>{user.phone ? maskPhone(user.phone) : orNone(null)}</Line>
      <Line icon={<PhoneOutlined />} label={T.center.tel}>{orNone(user.tel)}</Line>
      <Line icon={<MailOutlined />} label={T.center.email}>{orNone(user.email)}</Line>
      <Line icon={<ClockCircleOutlined />} label={T.center.lastLogin}>
        {user.lastLoginTime ?? '-'}{user.lastLoginIp ? ` · ${user.lastLoginIp}` : ''}
      </Line>
      <Link to="/account/settings/base"><Button block style={{ marginTop: 8 }}>{T.center.edit}</Button></Link>
    </Card>
  );
}
