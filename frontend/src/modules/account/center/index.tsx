import { Col, Row } from 'antd';
import { useSession } from '@/app/session';
import { ProfileCard } from './ProfileCard';
import { UserTabs } from './UserTabs';

/** 个人中心: the user's profile on the left, their applications and projects on the right. */
export default function AccountCenter() {
  const user = useSession((s) => s.user);
  const apps = useSession((s) => s.apps);
  if (!user) return null;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={9} lg={7}>
        <ProfileCard user={user} />
      </Col>
      <Col xs={24} md={15} lg={17}>
        <UserTabs apps={apps.length ? apps : (user.apps ?? [])} />
      </Col>
    </Row>
  );
}
