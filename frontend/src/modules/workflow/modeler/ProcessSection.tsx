/** 流程 properties: 表单 (a 流程表单), 标题模板, 允许撤回 — written as `<wf:processConfig>` JSON. */
import { Form, Input, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { wfApi } from '@/api/modules/workflow';
import type { ProcessConfig } from '../bpmn/nodeConfig';
import { MT } from './texts';

export function ProcessSection({ config, onChange }: { config: ProcessConfig; onChange: (c: ProcessConfig) => void }) {
  const forms = useQuery({ queryKey: ['flwForm', 'all'], queryFn: () => wfApi.formList(), staleTime: 30_000 });
  const [title, setTitle] = useState(config.titleTemplate ?? '');
  useEffect(() => setTitle(config.titleTemplate ?? ''), [config.titleTemplate]);
  return (
    <>
      <Form.Item label={MT.form}>
        <Select
          data-testid="wf-process-form"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={config.formId}
          onChange={(formId?: string) => onChange({ ...config, formId })}
          options={(forms.data?.rows ?? []).map((f) => ({ value: f.id, label: f.name }))}
        />
      </Form.Item>
      <Form.Item label={MT.titleTemplate} extra={MT.titleHelp}>
        <Input
          data-testid="wf-title-template"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={() => onChange({ ...config, titleTemplate: title || undefined })}
        />
      </Form.Item>
      <Form.Item label={MT.allowWithdraw}>
        <Switch checked={config.allowWithdraw ?? true} onChange={(allowWithdraw) => onChange({ ...config, allowWithdraw })} />
      </Form.Item>
    </>
  );
}
