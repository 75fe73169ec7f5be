/** 查看表单 of an instance: its form (read-only), its tasks and the history of actions. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Divider, Drawer, Result, Spin, Table } from 'antd';
import { useMemo } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi, type FlwInstanceDetail } from '@/api/modules/workflow';
import { buildTimeline } from '../bpmn/tracking';
import { StatusTag } from '../shared/StatusTag';
import { WfForm } from '../shared/WfForm';
import { T } from '../texts';
import { ActionTimeline } from '../tracking/TrackingView';

export function InstanceDrawer({ id, onClose, showTasks }: { id: string; onClose: () => void; showTasks?: boolean }) {
  const q = useQuery({ queryKey: ['flwInstance', 'detail', id], queryFn: () => wfApi.instanceDetail(id) });
  const timeline = useMemo(() => buildTimeline(q.data?.timeline ?? [], T.actions), [q.data]);
  let body;
  if (q.isPending) body = <Spin />;
  else if (q.isError) body = <Result status="error" title={errorMessage(q.error)} />;
  else {
    const { instance, form, values, tasks } = q.data;
    body = (
      <div data-testid="wf-instance">
        <Descriptions size="small" bordered column={2}>
          <Descriptions.Item label={T.title} span={2}>{instance.title}</Descriptions.Item>
          <Descriptions.Item label={T.initiator}>{instance.initiatorName}</Descriptions.Item>
          <Descriptions.Item label={T.status}><StatusTag status={instance.status} /></Descriptions.Item>
          <Descriptions.Item label={T.startTime}>{instance.startTime}</Descriptions.Item>
          <Descriptions.Item label={T.endTime}>{instance.endTime ?? '-'}</Descriptions.Item>
        </Descriptions>
        <Divider titlePlacement="start">表单</Divider>
        {form ? <WfForm design={form} values={values} readOnly /> : <Alert type="info" title={T.noForm} />}
        {showTasks && tasks && (
          <>
            <Divider titlePlacement="start">{T.tasks}</Divider>
            <Table<FlwInstanceDetail['tasks'][number]>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={tasks}
              columns={[
                { title: '节点', dataIndex: 'nodeName' },
                { title: '办理人', dataIndex: 'assigneeName' },
                { title: T.status, dataIndex: 'status', render: (s) => <StatusTag status={s} /> },
                { title: T.action, dataIndex: 'action', render: (a?: string) => (a ? (T.actions[a] ?? a) : '-') },
                { title: T.arriveTime, dataIndex: 'createTime' },
                { title: T.finishTime, dataIndex: 'finishTime' },
              ]}
            />
          </>
        )}
        <Divider titlePlacement="start">审批记录</Divider>
        <ActionTimeline items={timeline} />
      </div>
    );
  }
  return (
    <Drawer open size={900} title={T.viewForm} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
