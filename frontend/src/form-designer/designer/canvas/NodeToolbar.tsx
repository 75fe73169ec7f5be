import type { MouseEvent, PointerEvent } from 'react';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useDesigner } from '../context';
import { D } from '../texts';

const stop = (e: PointerEvent | MouseEvent) => e.stopPropagation();

/** Copy / delete actions shown on the selected control (native titles: this mounts on every selection). */
export function NodeToolbar({ nodeKey }: { nodeKey: string }) {
  const { store } = useDesigner();
  return (
    <div className="fd-node-actions" onPointerDown={stop} onClick={stop} onKeyDown={(e) => e.stopPropagation()}>
      <button
        type="button"
        className="fd-node-action"
        title={D.copy}
        aria-label={D.copy}
        onClick={() => store.getState().duplicate(nodeKey)}
      >
        <CopyOutlined />
      </button>
      <button
        type="button"
        className="fd-node-action fd-node-action-danger"
        title={D.delete}
        aria-label={D.delete}
        onClick={() => store.getState().remove(nodeKey)}
      >
        <DeleteOutlined />
      </button>
    </div>
  );
}
