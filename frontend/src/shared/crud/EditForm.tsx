import { Button, Drawer, Form, Modal, Space, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage, http } from '@/api/http';
import { useFeedback } from '@/shared/components/useFeedback';
import { apiPath, fieldsFor, isConflict, submitBody, toFormValues } from './derive';
import { FormFields } from './FormFields';
import { T } from './texts';
import type { FormMode, ResourceDef, Values } from './types';

export interface EditFormProps<Row> {
  def: ResourceDef<Row>;
  mode: FormMode;
  /** The row being edited (edit mode). */
  row?: Row | null;
  /** Initial values of a new row (add mode), e.g. the org selected in the tree. */
  defaults?: Values;
  open: boolean;
  onClose: () => void;
  /** Called once the closing animation is over. */
  afterClose?: () => void;
  /** Called after a successful save. */
  onSaved: () => void;
  /** Called when the server reports that the row changed meanwhile (the table should reload). */
  onConflict?: () => void;
}

const rowId = <Row,>(def: ResourceDef<Row>, row: Row) => (row as Record<string, unknown>)[def.rowKey ?? 'id'];

/** 新增{title} / 编辑{title} in a modal or drawer; the form comes from the field definitions. */
export function EditForm<Row>({ def, mode, row, defaults, open, onClose, afterClose, onSaved, onConflict }: EditFormProps<Row>) {
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const fields = useMemo(() => fieldsFor(def, mode), [def, mode]);
  const [original, setOriginal] = useState<Row | null>(row ?? null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const detailPath = apiPath(def, 'detail');

  const fill = useCallback((source: Row | null) => {
    const raw = source && def.toForm ? def.toForm(source) : (source as Values | null);
    form.setFieldsValue(toFormValues(fields, raw, mode));
  }, [def, fields, form, mode]);

  const load = useCallback(async () => {
    if (mode !== 'edit' || !row) return;
    if (!detailPath) {
      setOriginal(row);
      fill(row);
      return;
    }
    setLoading(true);
    try {
      const res = await http.get<Row>(detailPath, { id: rowId(def, row) });
      if (res.success && res.data) {
        setOriginal(res.data);
        fill(res.data);
      } else {
        void message.error(T.failed(res.message));
        fill(row);
      }
    } catch (e) {
      void message.error(errorMessage(e));
      fill(row);
    } finally {
      setLoading(false);
    }
  }, [def, detailPath, fill, message, mode, row]);

  useEffect(() => {
    if (!open) return;
    if (mode === 'add') {
      form.resetFields();
      form.setFieldsValue(toFormValues(fields, defaults ?? null, 'add'));
    } else {
      void load();
    }
    // Fill once per opening; `defaults` of a later render must not reset what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const path = apiPath(def, mode);
    if (!path) return;
    setSaving(true);
    try {
      const body = submitBody(def, values, mode, original);
      const res = await http.post<unknown>(path, body, def.saveTimeoutMs ? { timeout: def.saveTimeoutMs } : undefined);
      if (res.success) {
        void message.success(mode === 'add' ? T.addOk : T.editOk);
        onSaved();
      } else if (isConflict(res.code, res.message)) {
        void message.warning(T.conflict(res.message));
        onConflict?.();
        await load();
      } else {
        void message.error(T.failed(res.message));
      }
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const title = mode === 'add' ? (def.addText ? `${def.addText}${def.title}` : T.addTitle(def.title)) : T.editTitle(def.title);
  const body = (
    <Spin spinning={loading}>
      <Form form={form} layout={def.formColumns === 2 || def.formLayout === 'drawer' ? 'vertical' : 'horizontal'}
        labelCol={def.formColumns === 2 || def.formLayout === 'drawer' ? undefined : { span: 6 }}
        wrapperCol={def.formColumns === 2 || def.formLayout === 'drawer' ? undefined : { span: 16 }}
        onValuesChange={(changed: Values, all: Values) => def.onValuesChange?.(changed, all, form)}
        style={{ marginTop: 16 }}>
        <FormFields fields={fields} mode={mode} columns={def.formColumns} />
      </Form>
    </Spin>
  );

  if (def.formLayout === 'drawer') {
    return (
      <Drawer title={title} open={open} onClose={onClose} size={def.formWidth ?? 720} forceRender
        afterOpenChange={(o) => { if (!o) afterClose?.(); }}
        extra={(
          <Space>
            <Button onClick={onClose}>{T.cancel}</Button>
            <Button type="primary" loading={saving} onClick={submit}>{T.ok}</Button>
          </Space>
        )}>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal title={title} open={open} onCancel={onClose} onOk={submit} confirmLoading={saving} forceRender
      width={def.formWidth ?? (def.formColumns === 2 ? 900 : 640)} afterClose={afterClose}
      okText={T.ok} cancelText={T.cancel} mask={{ closable: false }}>
      {body}
    </Modal>
  );
}
