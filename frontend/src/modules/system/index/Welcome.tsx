import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildRouteTree } from '@/app/menuRoutes';
import { useSession } from '@/app/session';
import { currentProject, useUserProjects } from '@/modules/site/project/projects';
import { pathOfComponent, quickLinkGroups } from './quickLinks';
import { T } from './texts';
import styles from './welcome.module.css';

const PROJECTS_COMPONENT = 'site/project/mine';
import { WelcomeHeader } from './WelcomeHeader';

function Figure({ label, value, extra }: { label: string; value: ReactNode; extra?: ReactNode }) {
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 20, margin: '6px 0 2px', overflowWrap: 'anywhere' }}>{value}</div>
      {extra && <Typography.Text type="secondary">{extra}</Typography.Text>}
    </Card>
  );
}

/** 首页: greeting, current project and app, last sign-in and links to the pages of the user's menu. */
export default function Welcome() {
  const user = useSession((s) => s.user);
  const sessionMenus = useSession((s) => s.menus);
  const sessionApps = useSession((s) => s.apps);
  const { data: projects } = useUserProjects();
  const userMenus = user?.menus;
  const groups = useMemo(
    () => quickLinkGroups(buildRouteTree(sessionMenus.length ? sessionMenus : (userMenus ?? []))),
    [sessionMenus, userMenus],
  );

  if (!user) return null;
  const project = currentProject(projects);
  const apps = sessionApps.length ? sessionApps : user.apps;
  const app = apps.find((a) => a.active) ?? apps[0];
  const projectsPage = pathOfComponent(sessionMenus.length ? sessionMenus : user.menus, PROJECTS_COMPONENT);

  return (
    <Flex vertical gap={16}>
      <WelcomeHeader user={user} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Figure label={T.project} value={project?.name ?? T.noProject} extra={projectsPage ? <Link to={projectsPage}>{T.switchProject}</Link> : undefined} />
        </Col>
        <Col xs={24} md={8}>
          <Figure label={T.app} value={app?.name ?? T.noApp} />
        </Col>
        <Col xs={24} md={8}>
          <Figure
            label={T.lastLogin}
            value={user.lastLoginTime ?? '-'}
            extra={user.lastLoginIp ? T.lastLoginFrom(user.lastLoginIp, user.lastLoginAddress) : undefined}
          />
        </Col>
      </Row>
      <Card title={T.quickLinks}>
        {groups.length === 0 && <Empty description={T.noLinks} />}
        {groups.map((g) => (
          <div key={g.title ?? ''} style={{ marginBottom: 16 }}>
            <Typography.Text strong>{g.title ?? T.otherGroup}</Typography.Text>
            <Flex wrap gap={8} style={{ marginTop: 8 }}>
              {g.links.map((l) => (l.external
                ? <a key={l.path} href={l.path} target="_blank" rel="noreferrer" className={styles.link}>{l.title}</a>
                : <Link key={l.path} to={l.path} className={styles.link}>{l.title}</Link>))}
            </Flex>
          </div>
        ))}
      </Card>
    </Flex>
  );
}
