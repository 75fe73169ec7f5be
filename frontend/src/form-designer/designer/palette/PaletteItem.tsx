import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { ControlDef } from '../../registry/types';
import { deferDragStart } from '../canvas/dnd/bridge';
import { useDesigner } from '../context';

/** A palette entry: click to add (after the selection), or drag onto the canvas or into a container. */
export const PaletteItem = memo(function PaletteItem({ def }: { def: ControlDef }) {
  const { store } = useDesigner();
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `palette:${def.type}`,
    data: { kind: 'palette', type: def.type },
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      onPointerDown={(e) => deferDragStart(e, (down) => listeners?.onPointerDown?.(down))}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          store.getState().add(def.create());
        }
      }}
      className={`fd-palette-item${isDragging ? ' fd-palette-item-dragging' : ''}`}
      data-type={def.type}
      title={def.label}
      onClick={() => store.getState().add(def.create())}
    >
      <span className="fd-palette-icon">{def.icon}</span>
      <span className="fd-palette-label">{def.label}</span>
    </div>
  );
});
