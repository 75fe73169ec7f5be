/** 选人: for each approval node that follows this task, its assignees chosen among the candidates. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select, Spin } from 'antd';
import { wfApi, type FlwTaskDetail } from '@/api/modules/workflow';
import { nextUserNodes } from '../bpmn/nextNodes';

interface Props {
  detail: FlwTaskDetail;
  value: Record<string, string[]>;
  onChange: (v: Record<string, string[]>) => void;
}

function NodePicker({ taskId, node, value, onChange }: { taskId: string; node: { id: string; name: string }; value?: string[]; onChange: (ids: string[]) => void }) {
  const q = useQuery({
    queryKey: ['flwTask', 'userSelect', taskId, node.id],
    queryFn: async () => (await wfApi.userSelect(taskId, node.id)).map((u) => ({ value: u.id, label: u.name })),
  });
  return (
    <Form.Item label={`${node.name}审批人`} required>
      <Select data-testid="wf-action-users" mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={q.data} loading={q.isPending} value={value} onChange={onChange} />
    </Form.Item>
  );
}

export function NextAssignees({ detail, value, onChange }: Props) {
  const q = useQuery({ queryKey: ['flwInstance', 'tracking', detail.instance.id], queryFn: () => wfApi.tracking(detail.instance.id) });
  if (q.isPending) return <Spin />;
  const nodes = q.data ? nextUserNodes(q.data.bpmnXml, detail.task.nodeId) : [];
  if (!nodes.length) return <Alert type="info" showIcon title="后续没有审批节点" style={{ marginBottom: 12 }} />;
  return (
    <>
      {nodes.map((n) => (
        <NodePicker key={n.id} taskId={detail.task.id} node={n} value={value[n.id]} onChange={(ids) => onChange({ ...value, [n.id]: ids })} />
      ))}
    </>
  );
}
