import { AppstoreOutlined, CheckCircleFilled, ProjectOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMine } from '@/api/modules/dashboard';
import { useAppSwitch } from '@/app/layouts/basic/useAppSwitch';
import { unwrap } from '@/api/modules/result';
import type { LoginApp, UserProject } from '@/api/types';
import { currentProjectId, switchProject, useUserProjects } from '@/modules/site/project/projects';
import { T } from '../texts';
import { Articles } from './Articles';

function AppGrid({ apps, screens }: { apps: LoginApp[]; screens: Map<string, number> | null }) {
  const switchApp = useAppSwitch();
  if (!apps.length) return <Empty description={T.center.noApps} />;
  return (
    <Row gutter={[16, 16]}>
      {apps.map((a) => (
        <Col key={a.code} xs={24} sm={12} xl={8}>
          <Card
            size="small"
            hoverable={false}
            actions={[
              a.active
                ? <Typography.Text key="cur" type="success"><CheckCircleFilled /> {T.center.active}</Typography.Text>
                : <Button key="enter" type="link" size="small" onClick={() => void switchApp(a.code)}>{T.center.enter}</Button>,
            ]}
          >
            <Card.Meta
              avatar={<AppstoreOutlined style={{ fontSize: 24, color: 'var(--ant-color-primary)' }} />}
              title={a.name}
              description={screens ? T.center.screens(screens.get(a.code) ?? 0) : a.code}
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

/** Right card of the account centre: the user's notices (文章), applications and projects. */
export function UserTabs({ apps }: { apps: LoginApp[] }) {
  const [tab, setTab] = useState('apps');
  const { data: projects = [], isFetching } = useUserProjects();
  const mine = useQuery({ queryKey: ['sysDashboard', 'mine'], queryFn: () => unwrap(getMine()) });
  const articles = mine.data ? mine.data.receivedTotal + mine.data.publishedTotal : undefined;
  return (
    <Card
      activeTabKey={tab}
      onTabChange={setTab}
      tabList={[
        { key: 'articles', label: `${T.center.articles}(${articles ?? '-'})` },
        { key: 'apps', label: `${T.center.apps}(${apps.length})` },
        { key: 'projects', label: `${T.center.projects}(${projects.length})` },
      ]}
    >
      {tab === 'articles' && <Articles data={mine.data} loading={mine.isLoading} onRead={() => void mine.refetch()} />}
      {tab === 'apps' && <AppGrid apps={apps} screens={mine.data ? new Map(mine.data.apps.map((x) => [x.code, x.screens])) : null} />}
      {tab === 'projects' && <ProjectGrid projects={projects} loading={isFetching} />}
    </Card>
  );
}
