/** The modeler's toolbar: 保存, 部署, 导入, 导出 XML, 撤销/重做, 放大/缩小/适应画布, 关闭. */
import {
  CloudUploadOutlined,
  CompressOutlined,
  DownloadOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Divider, Space, Tooltip, Typography } from 'antd';
import type BpmnModeler from 'bpmn-js/lib/Modeler';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { wfApi, type FlwModelDetail } from '@/api/modules/workflow';
import { useHasPerm } from '@/shared/crud';
import { useFeedback } from '@/shared/components/useFeedback';
import type { DiagramServices } from '../bpmn/diagram';
import { T } from '../texts';
import { MT } from './texts';

interface Props {
  model: FlwModelDetail;
  modeler: (BpmnModeler & DiagramServices) | null;
  /** Edits so far; the diagram is dirty while they differ from the count at the last save. */
  edits: number;
  /** A file was imported over the diagram (unsaved). */
  onImported: () => void;
  onClose: () => void;
  onSaved: () => void;
}

export function ModelerToolbar({ model, modeler, edits, onImported, onClose, onSaved }: Props) {
  const { message, modal } = useFeedback();
  const hasPerm = useHasPerm();
  const fileRef = useRef<HTMLInputElement>(null);
  const [savedAt, setSavedAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const dirty = edits !== savedAt;

  const save = async (quiet = false) => {
    if (!modeler) return false;
    setBusy(true);
    try {
      const { xml } = await modeler.saveXML({ format: true });
      await wfApi.modelSaveXml(model.id, xml ?? '');
      setSavedAt(edits);
      onSaved();
      if (!quiet) void message.success(MT.saved);
      return true;
    } catch (e) {
      void message.error(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const deploy = () =>
    modal.confirm({
      title: T.deploy,
      content: T.confirmDeploy,
      onOk: async () => {
        if (!(await save(true))) return;
        try {
          const def = await wfApi.modelDeploy(model.id);
          onSaved();
          void message.success(T.deployed(def?.version ?? 1));
        } catch (e) {
          void message.error(errorMessage(e));
        }
      },
    });
  const importFile = async (file: File | undefined) => {
    if (!file || !modeler) return;
    try {
      await modeler.importXML(await file.text());
      modeler.get('canvas').zoom('fit-viewport', 'auto');
      onImported();
    } catch {
      void message.error(MT.importFailed);
    }
  };
  const exportXml = async () => {
    if (!modeler) return;
    const { xml } = await modeler.saveXML({ format: true });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([xml ?? ''], { type: 'application/xml' }));
    a.download = `${model.key || 'process'}.bpmn`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const zoom = (f: number) => {
    const canvas = modeler?.get('canvas');
    if (canvas) canvas.zoom(canvas.zoom() * f);
  };
  const close = () => (dirty ? modal.confirm({ title: MT.unsaved, onOk: onClose }) : onClose());
  const stack = modeler?.get('commandStack');
  const tip = (title: string, icon: React.ReactNode, onClick: () => void, disabled = !modeler) => (
    <Tooltip title={title}>
      <Button aria-label={title} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
  return (
    <div className="wf-modeler-toolbar">
      <Typography.Text strong style={{ marginRight: 16 }}>
        {T.design} · {model.name}
      </Typography.Text>
      <Space wrap>
        <Button type="primary" icon={<SaveOutlined />} loading={busy} disabled={!modeler} onClick={() => void save()}>
          {MT.save}
        </Button>
        {hasPerm('flwModel:deploy') && (
          <Button icon={<CloudUploadOutlined />} disabled={!modeler} onClick={deploy}>
            {MT.deploy}
          </Button>
        )}
        <Button icon={<UploadOutlined />} disabled={!modeler} onClick={() => fileRef.current?.click()}>
          {MT.importXml}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!modeler} onClick={() => void exportXml()}>
          {MT.exportXml}
        </Button>
        <Divider orientation="vertical" />
        {tip(MT.undo, <UndoOutlined />, () => stack?.undo(), !stack?.canUndo())}
        {tip(MT.redo, <RedoOutlined />, () => stack?.redo(), !stack?.canRedo())}
        {tip(MT.zoomIn, <ZoomInOutlined />, () => zoom(1.2))}
        {tip(MT.zoomOut, <ZoomOutOutlined />, () => zoom(1 / 1.2))}
        {tip(MT.fit, <CompressOutlined />, () => modeler?.get('canvas').zoom('fit-viewport', 'auto'))}
      </Space>
      <span style={{ flex: 1 }} />
      <Button onClick={close}>{MT.close}</Button>
      <input
        ref={fileRef}
        type="file"
        accept=".bpmn,.xml"
        hidden
        data-testid="wf-import-file"
        onChange={(e) => {
          void importFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
