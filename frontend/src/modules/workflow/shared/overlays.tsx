/** The drawers a workflow list opens from its rows: 办理, 查看表单 (+ tasks) and 流程跟踪. */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { InstanceDrawer } from '../instance/InstanceDrawer';
import { TrackingDrawer } from '../tracking/TrackingDrawer';

const TaskDrawer = lazy(() => import('../task/TaskDrawer'));

export type Overlay = { kind: 'task'; id: string } | { kind: 'instance'; id: string; tasks?: boolean } | { kind: 'track'; id: string };

export function useOverlays(onChanged: () => void): [(o: Overlay) => void, ReactNode] {
  const [stack, setStack] = useState<Overlay[]>([]);
  const push = useCallback((o: Overlay) => setStack((s) => [...s, o]), []);
  const pop = () => setStack((s) => s.slice(0, -1));
  const node = (
    <Suspense fallback={null}>
      {stack.map((o, i) =>
        o.kind === 'task' ? (
          <TaskDrawer key={i} id={o.id} onClose={pop} onDone={onChanged} onTrack={(id) => push({ kind: 'track', id })} />
        ) : o.kind === 'instance' ? (
          <InstanceDrawer key={i} id={o.id} onClose={pop} showTasks={o.tasks} />
        ) : (
          <TrackingDrawer key={i} instanceId={o.id} onClose={pop} />
        ),
      )}
    </Suspense>
  );
  return [push, node];
}
