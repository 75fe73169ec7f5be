import { ApiOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { testConnection, type ConnectionValues } from '@/api/modules/databaseInfo';
import { usePerm } from '@/app/access';
import type { Feedback } from '@/shared/feedback/feedback';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ControlProps, Values } from '@/shared/crud';
import { T } from './texts';

export const TEST_PERM = 'sysDatabaseInfo:testConnection';
const CONNECTION_KEYS = ['dialect', 'host', 'port', 'database', 'username', 'password'] as const;

/** The connection fields of a form (blank ones left out, so the server applies its defaults). */
export function connectionValues(values: Values, id?: unknown): ConnectionValues {
  const out: Record<string, unknown> = {};
  for (const key of CONNECTION_KEYS) {
    const v = values[key];
    if (v !== undefined && v !== null && v !== '') out[key] = typeof v === 'string' ? v.trim() || undefined : v;
  }
  if (typeof id === 'string' && id) out.id = id;
  return out as ConnectionValues;
}

/** Runs 测试连接 and tells the outcome: the server's version, or its Chinese reason. */
export async function runConnectionTest(values: ConnectionValues, fb: Pick<Feedback, 'message'>): Promise<boolean> {
  const hide = fb.message.loading(T.testing, 0);
  try {
    const res = await testConnection(values);
    if (res.success && res.data) {
      void fb.message.success(T.testOk(res.data.version, res.data.elapsedMs), 6);
      return true;
    }
    void fb.message.error(T.testFailed(res.message), 6);
  } catch (e) {
    void fb.message.error(errorMessage(e));
  } finally {
    hide();
  }
  return false;
}

/**
 * The 测试连接 button of the add/edit form (a custom field on `id`): tests the values typed so far;
 * when editing, an empty password means the stored one.
 */
export function TestConnectionButton({ value }: ControlProps) {
  const form = Form.useFormInstance();
  const fb = useFeedback();
  const allowed = usePerm(TEST_PERM);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const onClick = async () => {
    const values = connectionValues(form.getFieldsValue(true) as Values, value);
    if (!values.dialect || !values.database || (values.dialect !== 'sqlite' && !values.host)) {
      void fb.message.warning(T.fillFirst);
      return;
    }
    setBusy(true);
    await runConnectionTest(values, fb);
    setBusy(false);
  };
  return (
    <Button icon={<ApiOutlined />} loading={busy} onClick={() => void onClick()} data-testid="database-info-test">
      {T.test}
    </Button>
  );
}
