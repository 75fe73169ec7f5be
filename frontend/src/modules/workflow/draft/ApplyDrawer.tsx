/**
 * 起草申请: the start form of a process rendered by our renderer; 保存草稿 keeps the values, 提交
 * starts an instance (consuming the draft it continues).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Result, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi, type FlwDraft, type FlwShortcut } from '@/api/modules/workflow';
import type { FormRendererApi } from '@/form-designer';
import { serverFieldErrors } from '@/modules/system/formDesign/serverErrors';
import { useFeedback } from '@/shared/components/useFeedback';
import { WfForm } from '../shared/WfForm';
import { T } from '../texts';

export interface ApplyDrawerProps {
  shortcut?: FlwShortcut;
  draft?: FlwDraft;
  onClose: () => void;
  onDone?: () => void;
}

export default function ApplyDrawer({ shortcut, draft, onClose, onDone }: ApplyDrawerProps) {
  const { message } = useFeedback();
  const api = useRef<FormRendererApi>(null);
  const shortcutId = shortcut?.id ?? draft?.shortcutId ?? undefined;
  const definitionKey = shortcut ? undefined : draft?.modelKey;
  const form = useQuery({ queryKey: ['flwInstance', 'startForm', shortcutId, definitionKey], queryFn: () => wfApi.startForm({ shortcutId, definitionKey }), gcTime: 0 });
  const [draftId, setDraftId] = useState(draft?.id);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = { shortcutId, definitionKey: definitionKey ?? form.data?.definitionKey };

  const saveDraft = async () => {
    setBusy('draft');
    try {
      const saved = await wfApi.draftSave({ id: draftId, shortcutId, modelKey: target.definitionKey, formValues: api.current?.getFieldsValue() ?? {} });
      setDraftId(typeof saved === 'string' ? saved : saved?.id);
      void message.success(T.draftSaved);
      onDone?.();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const submit = async () => {
    let values: Record<string, unknown> = {};
    if (api.current) {
      try {
        values = await api.current.getData();
      } catch {
        return;
      }
    }
    setBusy('submit');
    setRefusal(null);
    try {
      const res = await wfApi.start({ ...target, formValues: values, draftId });
      if (!res.success) {
        setRefusal(res.message);
        api.current?.setErrors(serverFieldErrors(res.data));
        return;
      }
      void message.success(T.started);
      onDone?.();
      onClose();
    } catch (e) {
      setRefusal(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const title = `${T.apply} · ${shortcut?.name ?? form.data?.name ?? draft?.title ?? ''}`;
  return (
    <Drawer
      open
      size={900}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => void saveDraft()} loading={busy === 'draft'} disabled={!form.isSuccess}>{T.saveDraft}</Button>
          <Button type="primary" onClick={() => void submit()} loading={busy === 'submit'} disabled={!form.isSuccess}>{T.submitApply}</Button>
        </Space>
      }
    >
      <div data-testid="wf-apply">
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        {form.isPending ? <Spin /> : form.isError ? <Result status="error" title={errorMessage(form.error)} /> : (
          form.data.form ? <WfForm ref={api} design={form.data.form} values={draft?.formValues} perms={form.data.fieldPerms} start /> : <Alert type="info" title={T.noForm} />
        )}
      </div>
    </Drawer>
  );
}
