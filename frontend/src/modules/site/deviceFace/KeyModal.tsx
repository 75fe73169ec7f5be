import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { DeviceKey } from '@/api/modules/attendance';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

/** Shows a device key once, with a copy button; nothing keeps it after closing. */
export function KeyModal({ value, onClose }: { value: DeviceKey | null; onClose: () => void }) {
  const { message } = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value?.deviceSecret ?? '');
      void message.success(T.copied);
    } catch {
      void message.error(T.copyFailed);
    }
  };
  return (
    <Modal title={T.keyTitle} open={value !== null} onCancel={onClose} mask={{ closable: false }} width={600}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>{T.copy}</Button>,
        <Button key="close" type="primary" onClick={onClose}>{T.close}</Button>,
      ]}>
      <Alert type="warning" showIcon message={T.keyOnce} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={T.code}>{value?.code}</Descriptions.Item>
        <Descriptions.Item label={T.keyTitle}>
          <Typography.Text code copyable={false} style={{ wordBreak: 'break-all' }} data-testid="device-secret">
            {value?.deviceSecret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
