/** 测试: evaluates the script on the server with the variables given as JSON. */
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi, type FlwScript } from '@/api/modules/workflow';
import type { ActionModalProps } from '@/shared/crud';
import { T } from '../texts';

export function parseVariables(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function ScriptTest({ row, open, onClose }: ActionModalProps<FlwScript>) {
  const [content, setContent] = useState(row.content);
  const [vars, setVars] = useState('{"days": 5}');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const variables = parseVariables(vars);
    if (!variables) return setResult({ ok: false, text: T.badJson });
    setBusy(true);
    try {
      const r = await wfApi.scriptTest(content, variables);
      setResult({ ok: true, text: JSON.stringify(r && typeof r === 'object' && 'result' in r ? (r as { result: unknown }).result : r) });
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onCancel={onClose} title={`${T.test} · ${row.name}`} okText={T.test_run} onOk={() => void run()} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={T.content}>
          <Input.TextArea data-testid="wf-script-content" autoSize={{ minRows: 2 }} value={content} onChange={(e) => setContent(e.target.value)} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item label={T.test_variables}>
          <Input.TextArea data-testid="wf-script-vars" autoSize={{ minRows: 3 }} value={vars} onChange={(e) => setVars(e.target.value)} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      {result && (
        <Alert type={result.ok ? 'success' : 'error'} showIcon title={<>{T.test_result}：<Typography.Text code data-testid="wf-script-result">{result.text}</Typography.Text></>} />
      )}
    </Modal>
  );
}
