/** 连线 properties: the condition (a condition 流程脚本 or an expression) and 设为默认流. */
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { wfApi } from '@/api/modules/workflow';
import type { FlowCondition } from '../bpmn/condition';
import { MT } from './texts';

interface Props {
  condition: FlowCondition;
  onCondition: (c: FlowCondition) => void;
  /** Whether the flow leaves a gateway (only then it can be the default). */
  canDefault: boolean;
  isDefault: boolean;
  onDefault: (on: boolean) => void;
}

export function FlowSection({ condition, onCondition, canDefault, isDefault, onDefault }: Props) {
  const scripts = useQuery({ queryKey: ['flwScript', 'condition'], queryFn: () => wfApi.scriptList('condition'), staleTime: 30_000 });
  const [expr, setExpr] = useState(condition.kind === 'expr' ? condition.expression : '');
  useEffect(() => setExpr(condition.kind === 'expr' ? condition.expression : ''), [condition]);
  return (
    <>
      <Form.Item label={MT.condition}>
        <Radio.Group
          data-testid="wf-cond-kind"
          value={condition.kind}
          disabled={isDefault}
          onChange={(e) => {
            const kind = e.target.value as FlowCondition['kind'];
            onCondition(kind === 'script' ? { kind, scriptId: '' } : kind === 'expr' ? { kind, expression: '' } : { kind: 'none' });
          }}
          options={(['none', 'script', 'expr'] as const).map((k) => ({ value: k, label: MT.conditionKind[k] }))}
        />
      </Form.Item>
      {condition.kind === 'script' && (
        <Form.Item label={MT.script}>
          <Select
            data-testid="wf-cond-script"
            value={condition.scriptId || undefined}
            onChange={(scriptId: string) => onCondition({ kind: 'script', scriptId })}
            options={(scripts.data?.rows ?? []).map((s) => ({ value: s.id, label: `${s.name}（${s.content}）` }))}
          />
        </Form.Item>
      )}
      {condition.kind === 'expr' && (
        <Form.Item label={MT.expression} extra={MT.expressionHelp}>
          <Input.TextArea
            data-testid="wf-cond-expr"
            autoSize={{ minRows: 2 }}
            value={expr}
            onChange={(e) => setExpr(e.target.value)}
            onBlur={() => onCondition({ kind: 'expr', expression: expr })}
          />
        </Form.Item>
      )}
      {canDefault && (
        <Checkbox data-testid="wf-default-flow" checked={isDefault} onChange={(e) => onDefault(e.target.checked)}>
          {MT.defaultFlow}
        </Checkbox>
      )}
    </>
  );
}
