/**
 * Our Chinese properties panel (a React side panel beside the canvas): 编号/名称 of the selected element,
 * then the process, user task or sequence flow settings. Every change goes through bpmn-js `modeling`,
 * so it is undoable and marks the diagram changed.
 */
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { wfApi } from '@/api/modules/workflow';
import { importDesign } from '@/form-designer';
import { conditionExpression, readCondition, type FlowCondition } from '../bpmn/condition';
import { isFlow, isProcess, isUserTask, type DiagramElement, type DiagramServices } from '../bpmn/diagram';
import {
  compactNodeConfig,
  NODE_CONFIG,
  PROCESS_CONFIG,
  readNodeConfig,
  readProcessConfig,
  withConfig,
  type NodeConfig,
  type ProcessConfig,
} from '../bpmn/nodeConfig';
import { formFields } from '../formPerms';
import { FieldPermsTable } from './FieldPermsTable';
import { FlowSection } from './FlowSection';
import { ProcessSection } from './ProcessSection';
import { TaskSection } from './TaskSection';
import { MT } from './texts';

interface Props {
  services: DiagramServices;
  element: DiagramElement;
  /** Bumped on every diagram change so the panel reads the element again. */
  revision: number;
}

function TextProp({ label, value, onCommit, testId }: { label: string; value: string; onCommit: (v: string) => void; testId: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Form.Item label={label}>
      <Input data-testid={testId} value={text} onChange={(e) => setText(e.target.value)} onBlur={() => text !== value && onCommit(text)} onPressEnter={() => text !== value && onCommit(text)} />
    </Form.Item>
  );
}

/** The bound form's fields (the 表单字段权限 rows) from the process config's formId. */
function useProcessFields(services: DiagramServices, revision: number) {
  const root = services.get('canvas').getRootElement();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read after every change of the diagram
  const formId = useMemo(() => readProcessConfig(root.businessObject).formId, [root, revision]);
  const form = useQuery({ queryKey: ['flwForm', 'detail', formId], queryFn: () => wfApi.formDetail(formId!), enabled: Boolean(formId) });
  return useMemo(() => {
    if (!formId || !form.data?.design) return [];
    try {
      return formFields(importDesign(form.data.design as never));
    } catch {
      return [];
    }
  }, [formId, form.data]);
}

export function PropertiesPanel({ services, element, revision }: Props) {
  const modeling = services.get('modeling');
  const moddle = services.get('moddle');
  const bo = element.businessObject;
  const fields = useProcessFields(services, revision);
  const update = (props: Record<string, unknown>) => modeling.updateProperties(element, props);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the business object is mutated in place; revision marks it
  const nodeConfig = useMemo(() => readNodeConfig(bo), [bo, revision]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const processConfig = useMemo(() => readProcessConfig(bo), [bo, revision]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const condition = useMemo(() => readCondition(bo), [bo, revision]);

  const setStartPerms = (fieldPerms: NodeConfig['fieldPerms']) => update({ extensionElements: withConfig(moddle, bo, NODE_CONFIG, { fieldPerms }) });
  const setNode = (c: NodeConfig) => update({ extensionElements: withConfig(moddle, bo, NODE_CONFIG, compactNodeConfig(c)) });
  const setProcess = (c: ProcessConfig) => update({ extensionElements: withConfig(moddle, bo, PROCESS_CONFIG, c) });
  const setCondition = (c: FlowCondition) => update({ conditionExpression: conditionExpression(moddle, c) });
  const source = element.source;
  const canDefault = Boolean(source && /Gateway$|Task$/.test(source.type));
  const isDefault = Boolean(source && source.businessObject.default === bo);
  const setDefault = (on: boolean) => {
    if (!source) return;
    if (on) update({ conditionExpression: undefined });
    modeling.updateProperties(source, { default: on ? bo : undefined });
  };

  const kind = isProcess(element) ? MT.process : isUserTask(element) ? MT.userTask : isFlow(element) ? MT.flow : MT.element;
  return (
    <Form layout="vertical" size="small" className="wf-panel-form" data-testid="wf-properties">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {MT.panel} · {kind}
      </Typography.Title>
      <TextProp testId="wf-prop-id" label={MT.id} value={bo.id} onCommit={(id) => id && update({ id })} />
      <TextProp testId="wf-prop-name" label={MT.name} value={bo.name ?? ''} onCommit={(name) => update({ name })} />
      {isProcess(element) && <ProcessSection config={processConfig} onChange={setProcess} />}
      {isUserTask(element) && <TaskSection config={nodeConfig} onChange={setNode} fields={fields} />}
      {element.type === 'bpmn:StartEvent' && (
        <Form.Item label={`${MT.fieldPerms}（${MT.startNode}）`}>
          <FieldPermsTable fields={fields} perms={nodeConfig.fieldPerms} fallback="write" onChange={setStartPerms} />
        </Form.Item>
      )}
      {isFlow(element) && (
        <FlowSection condition={condition} onCondition={setCondition} canDefault={canDefault} isDefault={isDefault} onDefault={setDefault} />
      )}
      {!isProcess(element) && !isUserTask(element) && !isFlow(element) && element.type !== 'bpmn:StartEvent' && <Typography.Text type="secondary">{MT.other}</Typography.Text>}
    </Form>
  );
}
