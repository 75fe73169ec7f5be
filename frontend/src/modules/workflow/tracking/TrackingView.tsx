/** 流程跟踪: the diagram with finished nodes green, active nodes orange and finished flows green, and the timeline of actions. */
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Result, Spin, Timeline, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi } from '@/api/modules/workflow';
import { buildTimeline } from '../bpmn/tracking';
import { T } from '../texts';

const BpmnView = lazy(() => import('../bpmn/BpmnView'));

export function ActionTimeline({ items }: { items: ReturnType<typeof buildTimeline> }) {
  if (!items.length) return <Empty description={T.empty} />;
  return (
    <Timeline
      data-testid="wf-timeline"
      items={items.map((e) => ({
        key: e.key,
        color: e.color,
        content: (
          <>
            <Typography.Text strong>{e.title}</Typography.Text>
            <div>
              <Typography.Text type="secondary">{e.who} · {e.time}</Typography.Text>
            </div>
            {e.comment && <div>{e.comment}</div>}
          </>
        ),
      }))}
    />
  );
}

export function TrackingView({ instanceId }: { instanceId: string }) {
  const q = useQuery({ queryKey: ['flwInstance', 'tracking', instanceId], queryFn: () => wfApi.tracking(instanceId) });
  const marks = useMemo(
    () => q.data && { finishedNodeIds: q.data.finishedNodeIds, activeNodeIds: q.data.activeNodeIds, finishedFlowIds: q.data.finishedFlowIds },
    [q.data],
  );
  const timeline = useMemo(() => buildTimeline(q.data?.timeline ?? [], T.actions), [q.data]);
  if (q.isPending) return <Spin />;
  if (q.isError) return <Result status="error" title={errorMessage(q.error)} />;
  return (
    <div data-testid="wf-tracking">
      <div style={{ marginBottom: 8 }}>
        <span className="wf-legend"><i style={{ borderColor: '#52c41a', background: '#f6ffed' }} />已完成</span>
        <span className="wf-legend"><i style={{ borderColor: '#fa8c16', background: '#fff7e6' }} />进行中</span>
      </div>
      <Suspense fallback={<Spin />}>
        <BpmnView xml={q.data.bpmnXml} marks={marks} height={440} />
      </Suspense>
      <Card size="small" title="审批记录" style={{ marginTop: 16 }}>
        <ActionTimeline items={timeline} />
      </Card>
    </div>
  );
}
