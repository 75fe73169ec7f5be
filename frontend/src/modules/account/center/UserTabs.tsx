import { AppstoreOutlined, CheckCircleFilled, ProjectOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { LoginApp, UserProject } from '@/api/types';
import { currentProjectId, switchProject, useUserProjects } from '@/modules/site/project/projects';
import { T } from '../texts';

function AppGrid({ apps }: { apps: LoginApp[] }) {
  if (!apps.length) return <Empty description={T.center.noApps} />;
  return (
    <Row gutter={[16, 16]}>
      {apps.map((a) => (
        <Col key={a.code} xs={24} sm={12} xl={8}>
          <Card size="small" hoverable={false}>
            <Card.Meta
              avatar={<AppstoreOutlined style={{ fontSize: 24, color: 'var(--ant-color-primary)' }} />}
              title={<>{a.name} {a.active && <Tag color="processing">{T.center.active}</Tag>}</>}
              description={a.code}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ProjectGrid({ projects, loading }: { projects: UserProject[]; loading: boolean }) {
  const current = currentProjectId();
  if (!projects.length) return loading ? <Card loading /> : <Empty description={T.center.noProjects} />;
  return (
    <Row gutter={[16, 16]}>
      {projects.map((p) => {
        const active = String(p.id) === current;
        return (
          <Col key={p.id} xs={24} sm={12} xl={8}>
            <Card
              size="small"
              actions={[
                active
                  ? <Typography.Text key="cur" type="success"><CheckCircleFilled /> {T.center.active}</Typography.Text>
                  : <Button key="switch" type="link" size="small" onClick={() => switchProject(String(p.id))}>{T.center.switch}</Button>,
              ]}
            >
              <Card.Meta
                avatar={<ProjectOutlined style={{ fontSize: 24, color: 'var(--ant-color-primary)' }} />}
                title={p.name}
                description={T.center.projectId(String(p.id))}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/** Right card of the account centre: the user's applications and projects. */
export function UserTabs({ apps }: { apps: LoginApp[] }) {
  const [tab, setTab] = useState('apps');
  const { data: projects = [], isFetching } = useUserProjects();
  return (
    <Card
      activeTabKey={tab}
      onTabChange={setTab}
      tabList={[
        { key: 'apps', label: `${T.center.apps}(${apps.length})` },
        { key: 'projects', label: `${T.center.projects}(${projects.length})` },
      ]}
    >
      {tab === 'apps' ? <AppGrid apps={apps} /> : <ProjectGrid projects={projects} loading={isFetching} />}
    </Card>
  );
}
