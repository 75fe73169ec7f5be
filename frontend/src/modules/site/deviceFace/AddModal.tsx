import { Form, Input, Modal, Radio } from 'antd';
import { addDeviceFace, type DeviceKey } from '@/api/modules/attendance';
import { useSubmit } from '@/shared/components/useSubmit';
import { T } from './texts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The new device's key (shown once by the caller). */
  onAdded: (key: DeviceKey) => void;
}

/** 新增人脸设备: the answer carries the device key, so this form posts itself instead of the generic one. */
export function AddModal({ open, onClose, onAdded }: Props) {
  const [form] = Form.useForm();
  const { busy, submit } = useSubmit();
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    let added: DeviceKey | null = null;
    const ok = await submit(async () => {
      const res = await addDeviceFace(values as object);
      added = res.data ?? null;
      return res;
    }, '新增成功');
    if (ok && added) {
      form.resetFields();
      onAdded(added);
    }
  };
  return (
    <Modal title={`新增${T.title}`} open={open} onCancel={onClose} onOk={() => void save()} confirmLoading={busy}
      okText="确定" cancelText="取消" width={640} forceRender mask={{ closable: false }}>
      <Form form={form} name="deviceFaceAdd" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} initialValues={{ direction: 1 }} style={{ marginTop: 16 }}>
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: `请输入${T.name}` }, { max: 100 }]}>
          <Input placeholder={`请输入${T.name}`} />
        </Form.Item>
        <Form.Item name="code" label={T.code} tooltip={T.codeHelp}
          rules={[{ required: true, message: `请输入${T.code}` }, { max: 64 }, { pattern: /^[A-Za-z0-9_.-]+$/, message: `${T.code}格式不正确` }]}>
          <Input placeholder={`请输入${T.code}`} />
        </Form.Item>
        <Form.Item name="vendor" label={T.vendor} rules={[{ max: 100 }]}><Input /></Form.Item>
        <Form.Item name="model" label={T.model} rules={[{ max: 100 }]}><Input /></Form.Item>
        <Form.Item name="location" label={T.location} rules={[{ max: 255 }]}><Input /></Form.Item>
        <Form.Item name="direction" label={T.direction} rules={[{ required: true }]}>
          <Radio.Group options={[...T.directions]} />
        </Form.Item>
        <Form.Item name="remark" label={T.remark} rules={[{ max: 255 }]}><Input.TextArea rows={2} /></Form.Item>
      </Form>
    </Modal>
  );
}
