import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Skeleton } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';
import { readSetting, saveSetting, type SettingCalls, type Values } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import { useSubmit } from '@/shared/components/useSubmit';
import type { FieldDef } from '@/shared/crud';
import { FormFields } from '@/shared/crud/FormFields';
import { fromFormValues, toFormValues } from '@/shared/crud/derive';
import { T } from './texts';

export interface SettingsSpec {
  calls: SettingCalls;
  fields: FieldDef[];
  /** Form values -> request body, when the shapes differ (`stored` is what was read). */
  toBody?: (values: Values, stored: Values) => Values;
  columns?: 1 | 2;
}

/**
 * One per-project setting: read into a form, saved back (the server's refusal is shown as is). Fields
 * kept out of the form (`inForm: false`) still hold what was read, for the others' `deps`.
 */
export function useSettings({ calls, fields, toBody }: SettingsSpec, projectId: string, onSaved?: () => void) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { busy, submit } = useSubmit();
  const queryKey = useMemo(() => ['projectSettings', calls.read, projectId], [calls.read, projectId]);
  const query = useQuery({ queryKey, queryFn: () => unwrap(readSetting(calls, projectId)), staleTime: 0 });

  const reset = () => {
    if (query.data) form.setFieldsValue(toFormValues(fields, query.data, 'edit'));
  };
  useEffect(() => {
    if (query.data) form.setFieldsValue(toFormValues(fields, query.data, 'edit'));
  }, [fields, form, query.data]);

  const save = async () => {
    const values = fromFormValues(fields, await form.validateFields());
    const body = toBody ? toBody(values, query.data ?? {}) : values;
    await submit(() => saveSetting(calls, projectId, body), T.saved, () => {
      void client.invalidateQueries({ queryKey });
      onSaved?.();
    });
  };
  return { form, query, save, reset, busy };
}

interface BodyProps {
  spec: SettingsSpec;
  form: FormInstance<Values>;
  query: ReturnType<typeof useSettings>['query'];
  canSave: boolean;
}

/** The form of a setting (read-only without the save permission). */
export function SettingsBody({ spec, form, query, canSave }: BodyProps) {
  const fields = useMemo(() => {
    const shown = spec.fields.filter((f) => f.inForm !== false);
    return canSave ? shown : shown.map((f) => ({ ...f, disabled: () => true }));
  }, [canSave, spec.fields]);
  if (query.isError) return <Alert type="error" showIcon title={T.loadFailed} description={(query.error as Error).message} />;
  return (
    <Form form={form} layout="vertical" data-testid="settings-form">
      {!query.data && <Skeleton active paragraph={{ rows: 6 }} />}
      <div style={query.data ? undefined : { display: 'none' }}>
        {!canSave && <Alert type="info" showIcon title={T.readOnly} style={{ marginBottom: 16 }} />}
        <FormFields fields={fields} mode="edit" columns={spec.columns} />
      </div>
    </Form>
  );
}

export interface SettingsModalProps {
  title: string;
  spec: SettingsSpec;
  projectId: string;
  canSave: boolean;
  open: boolean;
  onClose: () => void;
  width?: number;
}

/** A setting of one project in a modal (the project list's 监管平台 / 视频平台 / 环境阈值). */
export function SettingsModal({ title, spec, projectId, canSave, open, onClose, width = 560 }: SettingsModalProps) {
  const { form, query, save, busy } = useSettings(spec, projectId, onClose);
  return (
    <Modal title={title} open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={busy} width={width}
      okText={T.save} okButtonProps={{ disabled: !canSave || !query.data }} mask={{ closable: false }} destroyOnHidden>
      <SettingsBody spec={spec} form={form} query={query} canSave={canSave} />
    </Modal>
  );
}
