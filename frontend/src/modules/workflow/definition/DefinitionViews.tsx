/** 查看: the views of one deployed definition in tabs. */
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Drawer, Empty, Spin, Table, Tabs, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { wfApi, type FlwDefinition, type FlwNode } from '@/api/modules/workflow';
import type { ActionModalProps } from '@/shared/crud';
import { normalizeNodeConfig } from '../bpmn/nodeConfig';
import { MT } from '../modeler/texts';
import { formFields } from '../formPerms';
import { designOf } from '../shared/design';
import { WfForm } from '../shared/WfForm';
import { T } from '../texts';
import { DefinitionShortcuts } from './DefinitionShortcuts';

const BpmnView = lazy(() => import('../bpmn/BpmnView'));

const assigneeText = (n: FlwNode) => {
  const c = normalizeNodeConfig(n.config);
  const who = MT.assigneeTypes[c.assignee.type];
  return c.assignee.ids.length ? `${who}（${c.assignee.ids.length}）` : who;
};

export function DefinitionViews({ row, open, onClose }: ActionModalProps<FlwDefinition>) {
  const detail = useQuery({ queryKey: ['flwDefinition', 'detail', row.id], queryFn: () => wfApi.definitionDetail(row.id), enabled: open });
  const nodes = useQuery({ queryKey: ['flwDefinition', 'nodes', row.id], queryFn: () => wfApi.definitionNodes(row.id), enabled: open });
  const d = detail.data;
  const design = designOf(d?.formSnapshot);
  const fields = formFields(design);
  const list = nodes.data ?? [];
  const pc = (d?.processConfig ?? {}) as { titleTemplate?: string; allowWithdraw?: boolean; startNode?: string };
  const startPerms = normalizeNodeConfig(d?.nodeConfig?.[pc.startNode ?? ''] ?? null).fieldPerms;
  const items = [
    {
      key: 'config',
      label: '配置',
      children: (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={T.processName}>{row.name}</Descriptions.Item>
          <Descriptions.Item label={T.key}>{row.key}</Descriptions.Item>
          <Descriptions.Item label={T.version}>v{row.version}</Descriptions.Item>
          <Descriptions.Item label={T.status}>{row.suspended ? T.suspended : T.active}</Descriptions.Item>
          <Descriptions.Item label={MT.titleTemplate}>{pc.titleTemplate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={MT.allowWithdraw}>{pc.allowWithdraw === false ? '否' : '是'}</Descriptions.Item>
          <Descriptions.Item label={T.deployTime} span={2}>{row.deployTime}</Descriptions.Item>
        </Descriptions>
      ),
    },
    {
      key: 'button',
      label: '按钮',
      children: (
        <Table rowKey="id" size="small" pagination={false} dataSource={list} columns={[
          { title: '节点', dataIndex: 'name', width: 160 },
          { title: MT.buttons, key: 'b', render: (_: unknown, n: FlwNode) => normalizeNodeConfig(n.config).buttons.map((b) => <Tag key={b}>{MT.buttonNames[b]}</Tag>) },
        ]} />
      ),
    },
    {
      key: 'option',
      label: '选项',
      children: (
        <Table rowKey="id" size="small" pagination={false} dataSource={list} columns={[
          { title: '节点', dataIndex: 'name', width: 160 },
          { title: MT.assignee, key: 'a', render: (_: unknown, n: FlwNode) => assigneeText(n) },
          { title: MT.multi, key: 'm', render: (_: unknown, n: FlwNode) => {
            const c = normalizeNodeConfig(n.config);
            return c.multi === 'ratio' ? `${MT.multiModes.ratio} ${Math.round((c.ratio ?? 0.5) * 100)}%` : MT.multiModes[c.multi];
          } },
          { title: MT.cc, key: 'c', render: (_: unknown, n: FlwNode) => {
            const cc = normalizeNodeConfig(n.config).cc;
            return cc ? `${MT.assigneeTypes[cc.type]}（${cc.ids.length}）` : '-';
          } },
        ]} />
      ),
    },
    {
      key: 'event',
      label: '事件',
      children: (
        <Table rowKey="id" size="small" pagination={false} dataSource={list} columns={[
          { title: '节点', dataIndex: 'name', width: 160 },
          { title: MT.listeners, key: 'l', render: (_: unknown, n: FlwNode) => {
            const ls = normalizeNodeConfig(n.config).listeners ?? [];
            return ls.length ? ls.map((l) => <Tag key={l.event}>{l.event === 'create' ? MT.listenerCreate : MT.listenerComplete}：{l.scriptId}</Tag>) : '-';
          } },
        ]} />
      ),
    },
    {
      key: 'form',
      label: '表单',
      children: design ? (
        <>
          <Divider titlePlacement="start">发起表单</Divider>
          <WfForm design={design} perms={startPerms} start />
          <Divider titlePlacement="start">各节点字段权限</Divider>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            columns={[
              { title: MT.field, dataIndex: 'label', width: 140 },
              ...list.map((n) => ({
                title: n.name,
                key: n.id,
                render: (_: unknown, f: { key: string }) => MT.perms[normalizeNodeConfig(n.config).fieldPerms[f.key] ?? 'read'],
              })),
            ]}
          />
        </>
      ) : (
        <Empty description={T.noForm} />
      ),
    },
    { key: 'shortcut', label: '快捷入口', children: <DefinitionShortcuts definition={row} /> },
    {
      key: 'tracking',
      label: '跟踪',
      children: d?.bpmnXml ? <Suspense fallback={<Spin />}><BpmnView xml={d.bpmnXml} height={520} /></Suspense> : <Spin />,
    },
  ];
  return (
    <Drawer open={open} onClose={onClose} size={1000} title={`${row.name} · v${row.version}`} destroyOnHidden>
      {detail.isPending ? <Spin /> : <Tabs items={items} />}
    </Drawer>
  );
}
