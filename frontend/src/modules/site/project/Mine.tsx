import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { UserProject } from '@/api/types';
import { useCurrentProject } from '@/app/currentProject';
import { switchProject, useUserProjects } from './projects';
import { T } from './texts';

/** 我的项目: the projects of the signed-in user, the current one marked, with 切换. */
export default function Mine() {
  const { data = [], isFetching, refetch } = useUserProjects();
  const currentId = useCurrentProject((s) => s.projectId);

  const columns: TableColumnsType<UserProject> = [
    { title: T.id, dataIndex: 'id', width: 220, render: (id: string) => <Typography.Text copyable>{id}</Typography.Text> },
    { title: T.name, dataIndex: 'name' },
    {
      title: T.status,
      key: 'status',
      width: 120,
      render: (_, p) => (String(p.id) === currentId ? <Tag color="processing">{T.current}</Tag> : null),
    },
    {
      title: T.action,
      key: 'action',
      width: 100,
      render: (_, p) => (
        <Button type="link" size="small" disabled={String(p.id) === currentId} onClick={() => switchProject(String(p.id))}>
          {T.switch}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={T.title}
      extra={<Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>{T.refresh}</Button>}
    >
      <Typography.Paragraph type="secondary">{T.description}</Typography.Paragraph>
      <Table<UserProject>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isFetching && data.length === 0}
        pagination={false}
        locale={{ emptyText: <Empty description={T.empty} /> }}
      />
    </Card>
  );
}
