import { CheckCircleFilled, ProjectOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { getWorkplace, type OpItem } from '@/api/modules/dashboard';
import { useSession } from '@/app/session';
import { currentProjectId, switchProject } from '@/modules/site/project/projects';
import { pathOfComponent } from '@/modules/system/index/quickLinks';
import { TrendChart, formatCount } from '@/shared/charts';
import { UserAvatar } from '@/shared/components/UserAvatar';
import { timeFix, welcomePhrase } from '@/shared/utils/greeting';
import styles from './dashboard.module.css';
import { NoticeList } from './NoticeList';
import { LoadFailed, Panel } from './parts';
import { T } from './texts';
import { useFigures } from './useFigures';

const NoticeReader = lazy(() => import('@/modules/system/notice/NoticeReader').then((m) => ({ default: m.NoticeReader })));
const W = T.workplace;

function OpTimeline({ items }: { items: OpItem[] }) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={W.noOps} />;
  return (
    <ul className={styles.timeline}>
      {items.map((op) => (
        <li key={op.id} className={op.success === 'Y' ? undefined : styles.failed}>
          <Typography.Text>{op.name ?? op.url ?? '-'}</Typography.Text>
          {op.success !== 'Y' && <Typography.Text type="danger">（{op.message ?? T.failure}）</Typography.Text>}
          <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{op.opTime}</Typography.Text></div>
        </li>
      ))}
    </ul>
  );
}

/** 工作台: greeting, the user's projects, latest notices and own recent operations. */
export default function Workplace() {
  const user = useSession((s) => s.user);
  const menus = useSession((s) => s.menus);
  const [greeting] = useState(() => timeFix());
  const [phrase] = useState(() => welcomePhrase());
  const [reading, setReading] = useState<string | null>(null);
  const { data, isLoading, isError, error, refetch } = useFigures('workplace', getWorkplace);
  const links = useMemo(() => ({
    notices: pathOfComponent(menus, 'system/noticeReceived/index'),
    projects: pathOfComponent(menus, 'site/project/mine'),
  }), [menus]);
  if (!user) return null;
  if (isError && !data) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const current = currentProjectId();
  const stats = [
    { key: 'projects', label: W.projects, value: data?.projectCount },
    { key: 'unread', label: W.unread, value: data?.unreadNotices },
    { key: 'ops', label: W.ops30, value: data?.ops30 },
  ];

  return (
    <Flex vertical gap={16} data-testid="dashboard-workplace">
      <Card>
        <div className={styles.header}>
          <Flex gap={16} align="center" style={{ minWidth: 0 }}>
            <UserAvatar fileId={user.avatar} size={64} />
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>{W.greeting(greeting, user.name || user.account, phrase)}</Typography.Title>
              <Typography.Text type="secondary">{[user.loginEmpInfo?.orgName, `${W.logins30} ${formatCount(data?.logins30 ?? 0)}`].filter(Boolean).join(' · ')}</Typography.Text>
            </div>
          </Flex>
          <div className={styles.headerStats}>
            {stats.map((s) => (
              <div key={s.key}>
                <Typography.Text type="secondary">{s.label}</Typography.Text>
                <strong data-testid={`workplace-${s.key}`}>{isLoading ? '-' : formatCount(s.value ?? 0)}</strong>
              </div>
            ))}
          </div>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Panel title={W.projects} loading={isLoading}
              extra={links.projects && <Link to={links.projects}>{W.allProjects}</Link>}>
              {data?.projects.length ? (
                <Row gutter={[12, 12]}>
                  {data.projects.map((p) => (
                    <Col key={p.id} xs={24} sm={12} lg={8}>
                      <Card size="small">
                        <Flex align="center" gap={10}>
                          <ProjectOutlined style={{ fontSize: 22, color: 'var(--ant-color-primary)' }} />
                          <Typography.Text strong ellipsis style={{ flex: 1 }}>{p.name}</Typography.Text>
                          {p.id === current
                            ? <Typography.Text type="success"><CheckCircleFilled /> {W.current}</Typography.Text>
                            : <Button size="small" type="link" onClick={() => switchProject(p.id)}>{W.switchTo}</Button>}
                        </Flex>
                      </Card>
                    </Col>
                  ))}
                </Row>
              ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={W.noProjects} />}
            </Panel>
            <Panel title={W.myTrend} loading={isLoading}>
              {data && <TrendChart title={W.myTrend} labels={data.myOps.labels} kind="bar" height={220}
                series={[{ name: T.success, values: data.myOps.success }, { name: T.failure, values: data.myOps.failure, color: '#ff4d4f' }]} />}
            </Panel>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Panel title={W.notices} loading={isLoading} testId="workplace-notices"
              extra={links.notices && <Link to={links.notices}>{W.allNotices}</Link>}>
              <NoticeList items={data?.notices ?? []} onOpen={setReading} empty={W.noNotices} />
            </Panel>
            <Panel title={W.recent} loading={isLoading} testId="workplace-recent">
              <OpTimeline items={data?.recentOps ?? []} />
            </Panel>
          </Flex>
        </Col>
      </Row>
      {reading !== null && (
        <Suspense fallback={null}>
          <NoticeReader id={reading} onClose={() => setReading(null)} onRead={() => void refetch()} />
        </Suspense>
      )}
    </Flex>
  );
}
