/** 审批节点 properties: 审批人, 多人审批方式, 按钮, 表单字段权限, 抄送, 监听器 — written as `<wf:nodeConfig>` JSON. */
import { Checkbox, Form, InputNumber, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { wfApi } from '@/api/modules/workflow';
import {
  ASSIGNEE_TYPES,
  BUTTON_CODES,
  MULTI_MODES,
  type Assignee,
  type ButtonCode,
  type NodeConfig,
} from '../bpmn/nodeConfig';
import { FieldPermsTable } from './FieldPermsTable';
import { PrincipalPicker } from './PrincipalPicker';
import { MT } from './texts';

interface Props {
  config: NodeConfig;
  onChange: (next: NodeConfig) => void;
  /** Fields of the process form (empty when none is bound). */
  fields: { key: string; label: string }[];
}

function AssigneeEditor({ value, onChange, testId }: { value: Assignee; onChange: (a: Assignee) => void; testId: string }) {
  return (
    <>
      <Select
        data-testid={`${testId}-type`}
        value={value.type}
        onChange={(type) => onChange({ type, ids: [] })}
        options={ASSIGNEE_TYPES.map((t) => ({ value: t, label: MT.assigneeTypes[t] }))}
        style={{ width: '100%', marginBottom: 8 }}
      />
      <PrincipalPicker testId={`${testId}-ids`} type={value.type} value={value.ids} onChange={(ids) => onChange({ ...value, ids })} />
    </>
  );
}

export function TaskSection({ config, onChange, fields }: Props) {
  const set = (patch: Partial<NodeConfig>) => onChange({ ...config, ...patch });
  const scripts = useQuery({ queryKey: ['flwScript', 'listener'], queryFn: () => wfApi.scriptList('listener'), staleTime: 30_000 });
  const listenerOf = (event: 'create' | 'complete') => config.listeners?.find((l) => l.event === event)?.scriptId;
  const setListener = (event: 'create' | 'complete', scriptId?: string) => {
    const rest = (config.listeners ?? []).filter((l) => l.event !== event);
    set({ listeners: scriptId ? [...rest, { event, scriptId }] : rest });
  };
  const scriptOptions = (scripts.data?.rows ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <>
      <Form.Item label={MT.assignee}>
        <AssigneeEditor testId="wf-assignee" value={config.assignee} onChange={(assignee) => set({ assignee })} />
      </Form.Item>
      <Form.Item label={MT.multi}>
        <Radio.Group
          data-testid="wf-multi"
          value={config.multi}
          onChange={(e) => set({ multi: e.target.value, ratio: e.target.value === 'ratio' ? (config.ratio ?? 0.5) : undefined })}
          options={MULTI_MODES.map((m) => ({ value: m, label: MT.multiModes[m] }))}
        />
        {config.multi === 'ratio' && (
          <InputNumber
            addonBefore={MT.ratio}
            min={0.01}
            max={1}
            step={0.1}
            value={config.ratio ?? 0.5}
            onChange={(ratio) => set({ ratio: ratio ?? 0.5 })}
            style={{ marginTop: 8, width: '100%' }}
          />
        )}
      </Form.Item>
      <Form.Item label={MT.buttons}>
        <Checkbox.Group
          data-testid="wf-buttons"
          value={config.buttons}
          onChange={(v) => set({ buttons: BUTTON_CODES.filter((b) => (v as ButtonCode[]).includes(b)) })}
          options={BUTTON_CODES.map((b) => ({ value: b, label: MT.buttonNames[b], disabled: b === 'submit' }))}
        />
      </Form.Item>
      <Form.Item label={MT.fieldPerms}>
        <FieldPermsTable fields={fields} perms={config.fieldPerms} fallback="read" onChange={(fieldPerms) => set({ fieldPerms })} />
      </Form.Item>
      <Form.Item label={MT.cc}>
        <AssigneeEditor testId="wf-cc" value={config.cc ?? { type: 'user', ids: [] }} onChange={(cc) => set({ cc })} />
      </Form.Item>
      <Form.Item label={MT.listeners}>
        {(['create', 'complete'] as const).map((ev) => (
          <Select
            key={ev}
            allowClear
            prefix={ev === 'create' ? MT.listenerCreate : MT.listenerComplete}
            value={listenerOf(ev)}
            onChange={(v?: string) => setListener(ev, v)}
            options={scriptOptions}
            style={{ width: '100%', marginBottom: 8 }}
          />
        ))}
      </Form.Item>
    </>
  );
}
