/** 添加 / 编辑计划节点: name, parent, planned range (inside the parent's and the plan's), key node, people. */
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Switch, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { addNode, editNode, getProjectMembers, type PlanNode, type SitePlan } from '@/api/modules/sitePlan';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

const DAY = 'YYYY-MM-DD';

export interface NodeFormTarget {
  /** The node edited, or none for a new one. */
  node?: PlanNode;
  /** A new node's parent ('0' at the top). */
  parentId?: string;
}

interface Props {
  plan: SitePlan;
  nodes: PlanNode[];
  target: NodeFormTarget;
  onClose: () => void;
  onSaved: () => void;
}

interface FormValues {
  name: string;
  parentId?: string;
  range: [Dayjs, Dayjs];
  sort: number;
  keyNode: boolean;
  responsibleIds: string[];
  location?: string;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

/** The tree as parent choices; a node and its subtree cannot become its own parent. */
export function parentOptions(nodes: PlanNode[], self: string | undefined, inside = false): ParentOption[] {
  return nodes.map((n) => {
    const blocked = inside || n.id === self;
    return { value: n.id, title: n.name, disabled: blocked, children: parentOptions(n.children, self, blocked) };
  });
}

export function NodeForm({ plan, nodes, target, onClose, onSaved }: Props) {
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const members = useQuery({
    queryKey: ['sitePlan', 'members'],
    queryFn: async () => (await unwrap(getProjectMembers())).map((m) => ({ value: m.userId, label: m.name })),
  });
  const node = target.node;
  const initial: Partial<FormValues> = node
    ? {
        name: node.name, parentId: node.parentId === '0' ? undefined : node.parentId,
        range: [dayjs(node.planStart), dayjs(node.planEnd)], sort: node.sort, keyNode: node.keyNode,
        responsibleIds: node.responsibleIds, location: node.location ?? undefined,
      }
    : { parentId: target.parentId === '0' ? undefined : target.parentId, sort: 100, keyNode: false, responsibleIds: [] };

  const save = async () => {
    const v = await form.validateFields();
    const body = {
      name: v.name, parentId: v.parentId ?? '0', sort: v.sort ?? 100, keyNode: Boolean(v.keyNode),
      planStart: v.range[0].format(DAY), planEnd: v.range[1].format(DAY),
      responsibleIds: v.responsibleIds ?? [], location: v.location || null,
    };
    setBusy(true);
    try {
      await unwrap(node ? editNode(node.id, node.version, body) : addNode(plan.id, body));
      void message.success(T.saved);
      onSaved();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={node ? T.editTitle(node.name) : T.addTitle} open onCancel={onClose} onOk={() => void save()}
      confirmLoading={busy} destroyOnHidden width={640}>
      <Form form={form} layout="vertical" initialValues={initial} data-testid="plan-node-form">
        <Form.Item name="name" label={T.nodeName} rules={[{ required: true, whitespace: true, message: T.required(T.nodeName) }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="parentId" label={T.parent}>
          <TreeSelect allowClear treeDefaultExpandAll placeholder={T.parentPlaceholder} treeData={parentOptions(nodes, node?.id)} />
        </Form.Item>
        <Form.Item name="range" label={T.planRange} rules={[{ required: true, message: T.required(T.planRange) }]}
          help={`${plan.planStart} ~ ${plan.planEnd}`}>
          <DatePicker.RangePicker style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(plan.planStart), 'day') || d.isAfter(dayjs(plan.planEnd), 'day')} />
        </Form.Item>
        <Form.Item name="responsibleIds" label={T.responsible}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" loading={members.isPending} options={members.data ?? []} />
        </Form.Item>
        <Form.Item name="location" label={T.location} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="sort" label={T.sort}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="keyNode" label={T.keyNode} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
