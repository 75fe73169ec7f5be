import { Drawer } from 'antd';
import { T } from '../texts';
import { TrackingView } from './TrackingView';

/** 流程跟踪 of one instance, opened from a task or instance row. */
export function TrackingDrawer({ instanceId, onClose }: { instanceId: string; onClose: () => void }) {
  return (
    <Drawer open size={1100} title={T.tracking} onClose={onClose} destroyOnHidden zIndex={1050}>
      <TrackingView instanceId={instanceId} />
    </Drawer>
  );
}
