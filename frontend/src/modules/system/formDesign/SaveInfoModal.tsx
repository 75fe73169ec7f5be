import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { FormDesignInfo } from '@/api/modules/formDesign';
import { T } from './texts';

const CODE = /^[A-Za-z0-9_-]+$/;

interface Props {
  open: boolean;
  onCancel: () => void;
  /** Saves with the typed name and code (the caller closes the dialog once saved). */
  onOk: (info: FormDesignInfo) => Promise<unknown>;
}

/** Asks for the name and code of a form saved for the first time. */
export function SaveInfoModal({ open, onCancel, onOk }: Props) {
  const [form] = Form.useForm<FormDesignInfo>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const info = await form.validateFields();
    setBusy(true);
    try {
      await onOk({ ...info, name: info.name.trim(), code: info.code.trim() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={T.saveTitle}
      open={open}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} name="formDesignSave" layout="vertical" requiredMark autoComplete="off">
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: `请输入${T.name}` }, { max: 100 }]}>
          <Input placeholder={`请输入${T.name}`} autoFocus />
        </Form.Item>
        <Form.Item
          name="code"
          label={T.code}
          rules={[{ required: true, message: `请输入${T.code}` }, { pattern: CODE, message: T.codePattern }, { max: 50 }]}
        >
          <Input placeholder="如 daily_inspection" />
        </Form.Item>
        <Form.Item name="remark" label={T.remark} rules={[{ max: 255 }]}>
          <Input.TextArea rows={2} placeholder={`请输入${T.remark}`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
