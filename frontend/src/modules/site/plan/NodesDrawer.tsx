/**
 * 计划节点 of a plan: the node tree with planned and actual dates, completion and status. While the plan
 * is editable (草稿, 已驳回, 已撤回) nodes are added, changed and deleted; once approved, a leaf's progress
 * is reported. The buttons follow the caller's permissions; the server decides who may report progress.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Popconfirm, Progress, Space, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { deleteNode, getNodeTree, getPlan, type PlanNode, type SitePlan } from '@/api/modules/sitePlan';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { NodeForm, type NodeFormTarget } from './NodeForm';
import { ProgressForm } from './ProgressForm';
import { STATUS_COLORS, T } from './texts';

const EDITABLE = new Set(['draft', 'rejected', 'withdrawn']);

const range = (a: string | null, b: string | null) => (a || b ? `${a ?? '-'} ~ ${b ?? '-'}` : '-');

/** Children arrays emptied to undefined, so that leaves show no expand icon. */
function rows(nodes: PlanNode[]): PlanNode[] {
  return nodes.map((n) => ({ ...n, children: (n.children.length ? rows(n.children) : undefined) as unknown as PlanNode[] }));
}

export function NodesDrawer({ row, open, onClose, onDone }: ActionModalProps<SitePlan>) {
  const { message } = useFeedback();
  const tree = useQuery({ queryKey: ['sitePlan', 'nodeTree', row.id], queryFn: () => unwrap(getNodeTree(row.id)), enabled: open });
  const plan = useQuery({ queryKey: ['sitePlan', 'detail', row.id], queryFn: () => unwrap(getPlan(row.id)), enabled: open });
  const current = plan.data ?? row;
  const editable = EDITABLE.has(current.approveStatus);
  const approved = current.approveStatus === 'approved';
  const perms = {
    add: usePerm('sitePlan:nodeAdd'), edit: usePerm('sitePlan:nodeEdit'),
    delete: usePerm('sitePlan:nodeDelete'), progress: usePerm('sitePlan:nodeProgress'),
  };
  const [target, setTarget] = useState<NodeFormTarget | null>(null);
  const [reporting, setReporting] = useState<PlanNode | null>(null);
  const dirty = useRef(false);
  const changed = () => {
    dirty.current = true;
    setTarget(null);
    setReporting(null);
    void tree.refetch();
    void plan.refetch();
  };
  const remove = async (node: PlanNode) => {
    try {
      await unwrap(deleteNode(node.id));
      void message.success(T.deleted);
      changed();
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  const columns: ColumnsType<PlanNode> = [
    {
      key: 'name', dataIndex: 'name', title: T.nodeName, width: 220,
      render: (v: string, n) => <Space size={4}>{v}{n.keyNode && <Tag color="gold">{T.keyNode}</Tag>}</Space>,
    },
    { key: 'plan', title: T.planRange, width: 200, render: (_, n) => range(n.planStart, n.planEnd) },
    { key: 'duration', dataIndex: 'duration', title: T.duration, width: 80 },
    { key: 'actual', title: T.actualRange, width: 200, render: (_, n) => range(n.actualStart, n.actualEnd) },
    { key: 'progress', dataIndex: 'progress', title: T.progressValue, width: 140, render: (v: number) => <Progress percent={v} size="small" /> },
    { key: 'status', dataIndex: 'statusName', title: T.status, width: 90, render: (v: string, n) => <Tag color={STATUS_COLORS[n.status]}>{v}</Tag> },
    { key: 'responsible', title: T.responsible, width: 140, ellipsis: true, render: (_, n) => n.responsibleNames.join('、') || '-' },
    { key: 'location', dataIndex: 'location', title: T.location, width: 120, ellipsis: true, render: (v: string | null) => v || '-' },
    {
      key: 'actions', title: T.actions, width: 210, fixed: 'right',
      render: (_, n) => (
        <Space size={8}>
          {editable && perms.add && <a onClick={() => setTarget({ parentId: n.id })}>{T.addChild}</a>}
          {editable && perms.edit && <a onClick={() => setTarget({ node: n })}>{T.edit}</a>}
          {editable && perms.delete && (
            <Popconfirm title={T.confirmDelete(n.name)} onConfirm={() => remove(n)}>
              <a style={{ color: 'var(--ant-color-error)' }}>{T.delete}</a>
            </Popconfirm>
          )}
          {approved && perms.progress && n.leaf && <a onClick={() => setReporting(n)}>{T.progress}</a>}
        </Space>
      ),
    },
  ];

  const close = () => (dirty.current ? onDone() : onClose());
  return (
    <Drawer title={T.nodesOf(row.name)} open={open} onClose={close} size={1200} destroyOnHidden data-testid="plan-nodes">
      <Flex vertical gap={12}>
        <Alert type={editable ? 'info' : 'warning'} showIcon title={editable ? T.editableHint : T.locked}
          description={T.overall(current.completion, current.nodeCount)} />
        {editable && perms.add && <Button type="primary" onClick={() => setTarget({ parentId: '0' })}>{T.addRoot}</Button>}
        {tree.data === undefined ? <Spin /> : <Table<PlanNode> rowKey="id" size="small" columns={columns} dataSource={rows(tree.data)} loading={tree.isFetching}
          pagination={false} expandable={{ defaultExpandAllRows: true }} scroll={{ x: 1400 }} />}
      </Flex>
      {target && <NodeForm plan={current} nodes={tree.data ?? []} target={target} onClose={() => setTarget(null)} onSaved={changed} />}
      {reporting && <ProgressForm node={reporting} onClose={() => setReporting(null)} onSaved={changed} />}
    </Drawer>
  );
}
