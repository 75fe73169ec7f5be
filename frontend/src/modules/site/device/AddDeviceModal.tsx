import { Form, Modal } from 'antd';
import { useEffect, useMemo } from 'react';
import { addSiteDevice, type SiteDevice, type SiteDeviceKey } from '@/api/modules/siteDevice';
import { useSubmit } from '@/shared/components/useSubmit';
import { fieldsFor, submitBody, type ResourceDef } from '@/shared/crud';
import { FormFields } from '@/shared/crud/FormFields';
import { toFormValues } from '@/shared/crud/derive';
import { T } from './texts';

interface Props {
  def: ResourceDef<SiteDevice>;
  kindName: string;
  open: boolean;
  onClose: () => void;
  /** The new device's key (shown once by the caller). */
  onAdded: (key: SiteDeviceKey) => void;
}

/** 新增设备: the same fields as the edit form, but the answer carries the key, so it posts itself. */
export function AddDeviceModal({ def, kindName, open, onClose, onAdded }: Props) {
  const [form] = Form.useForm();
  const fields = useMemo(() => fieldsFor(def, 'add'), [def]);
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toFormValues(fields, null, 'add'));
    }
  }, [open, fields, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    let added: SiteDeviceKey | null = null;
    const ok = await submit(async () => {
      const res = await addSiteDevice(submitBody(def, values as Record<string, unknown>, 'add'));
      added = res.data ?? null;
      return res;
    }, '新增成功');
    if (ok && added) onAdded(added);
  };
  return (
    <Modal title={T.addTitle(kindName)} open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={busy}
      okText="确定" cancelText="取消" width={880} forceRender mask={{ closable: false }}>
      <Form form={form} name="siteDeviceAdd" layout="vertical" style={{ marginTop: 16 }}>
        <FormFields fields={fields} mode="add" columns={2} />
      </Form>
    </Modal>
  );
}
