/**
 * A read-only diagram (bpmn-js NavigatedViewer: drag to pan, wheel to zoom) with optional tracking
 * marks: finished nodes green, active nodes orange, finished flows green. Loaded only where used.
 */
import { Result } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { wfModdle } from './wfModdle';
import type { DiagramServices } from './diagram';
import { trackingMarkers, type TrackingIds } from './tracking';
import '../workflow.css';

export interface BpmnViewProps {
  xml: string;
  marks?: TrackingIds;
  height?: number | string;
}

export default function BpmnView({ xml, marks, height = 480 }: BpmnViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const viewer = new NavigatedViewer({ container: ref.current!, moddleExtensions: { wf: wfModdle } }) as NavigatedViewer & DiagramServices;
    let alive = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const canvas = viewer.get('canvas');
        const registry = viewer.get('elementRegistry');
        for (const [id, marker] of trackingMarkers(marks)) if (registry.get(id)) canvas.addMarker(id, marker);
        canvas.zoom('fit-viewport', 'auto');
      })
      .catch((e: unknown) => alive && setError(errorMessage(e)));
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml, marks]);
  return (
    <div className="wf-viewer" ref={ref} style={{ height }} data-testid="wf-viewer">
      {error && <Result status="error" title={error} />}
    </div>
  );
}
