import { Form, Menu, Modal } from 'antd';
import { useSession } from '@/app/session';
import { useAppSwitch } from './useAppSwitch';

/** 切换应用 dialog: a vertical list of the user's applications, current one highlighted. */
export function SwitchAppModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const apps = useSession((s) => s.apps);
  const switchApp = useAppSwitch();
  const active = apps.find((a) => a.active)?.code;
  return (
    <Modal title="切换应用" open={open} footer={null} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label="选择应用">
          <Menu
            mode="vertical"
            selectedKeys={active ? [active] : []}
            items={apps.map((a) => ({ key: a.code, label: a.name }))}
            onClick={({ key }) => {
              onClose();
              if (key !== active) void switchApp(key);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
