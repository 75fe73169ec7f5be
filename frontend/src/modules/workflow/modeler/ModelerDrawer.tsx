/**
 * 设计: the bpmn-js modeler over the whole window with our properties panel on the right (never over
 * the canvas, so the bpmn.io watermark stays fully visible). This module and bpmn-js load only when a
 * model is opened for design.
 */
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Result, Spin } from 'antd';
import BpmnModeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi, type FlwModelDetail } from '@/api/modules/workflow';
import { emptyDiagram, type DiagramElement, type DiagramServices } from '../bpmn/diagram';
import { zhTranslateModule } from '../bpmn/translate';
import { wfModdle } from '../bpmn/wfModdle';
import { ModelerToolbar } from './ModelerToolbar';
import { PropertiesPanel } from './PropertiesPanel';
import { MT } from './texts';
import '../workflow.css';

export interface ModelerDrawerProps {
  id: string;
  onClose: () => void;
  /** After a save or a deploy (the list reloads). */
  onSaved: () => void;
}

export default function ModelerDrawer({ id, onClose, onSaved }: ModelerDrawerProps) {
  const detail = useQuery({ queryKey: ['flwModel', 'detail', id], queryFn: () => wfApi.modelDetail(id), gcTime: 0 });
  let body;
  if (detail.isPending) body = <Flex justify="center" align="center" style={{ height: '100%' }}><Spin tip={MT.loading}><div style={{ width: 120, height: 60 }} /></Spin></Flex>;
  else if (detail.isError) body = <Result status="error" title={errorMessage(detail.error)} />;
  else body = <ModelerPane model={detail.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Drawer open placement="right" size="100%" title={null} closable={false} keyboard={false} maskClosable={false} zIndex={1002} styles={{ body: { padding: 0 } }} onClose={onClose}>
      {body}
    </Drawer>
  );
}

function ModelerPane({ model, onClose, onSaved }: { model: FlwModelDetail; onClose: () => void; onSaved: () => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [services, setServices] = useState<(DiagramServices & BpmnModeler) | null>(null);
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [revision, setRevision] = useState(0);
  // edits since the diagram was opened (an import clears the command stack and does not count)
  const [edits, setEdits] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const modeler = new BpmnModeler({
      container: containerRef.current!,
      additionalModules: [zhTranslateModule],
      moddleExtensions: { wf: wfModdle },
    }) as BpmnModeler & DiagramServices;
    let alive = true;
    const bus = modeler.get('eventBus');
    bus.on('selection.changed', (e) => {
      const list = e.newSelection ?? [];
      const el = list.length === 1 ? list[0] : null;
      setSelected(el?.labelTarget ?? el);
    });
    bus.on('commandStack.changed', (e) => {
      setRevision((r) => r + 1);
      if (e.trigger !== 'clear') setEdits((n) => n + 1);
    });
    bus.on('import.done', () => {
      setSelected(null);
      setRevision((r) => r + 1);
    });
    modeler
      .importXML(model.bpmnXml || emptyDiagram(model.key, model.name))
      .then(() => {
        if (!alive) return;
        modeler.get('canvas').zoom('fit-viewport', 'auto');
        setServices(modeler);
      })
      .catch((e: unknown) => alive && setError(errorMessage(e, MT.importFailed)));
    return () => {
      alive = false;
      modeler.destroy();
    };
  }, [model]);

  const element = services ? (selected ?? services.get('canvas').getRootElement()) : null;
  return (
    <div className="wf-modeler" data-testid="wf-modeler">
      <ModelerToolbar model={model} modeler={services} onClose={onClose} onSaved={onSaved} edits={edits} onImported={() => setEdits((n) => n + 1)} />
      <div className="wf-modeler-body">
        <div className="wf-canvas" ref={containerRef} data-testid="wf-canvas">
          {error && <Result status="error" title={error} />}
        </div>
        <aside className="wf-panel">
          {services && element && <PropertiesPanel key={element.id} services={services} element={element} revision={revision} />}
        </aside>
      </div>
    </div>
  );
}
