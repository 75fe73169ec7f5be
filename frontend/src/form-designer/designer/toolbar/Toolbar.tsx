import type { ReactNode } from 'react';
import { Button, Divider, Tooltip } from 'antd';
import {
  ClearOutlined,
  CloseOutlined,
  CodeOutlined,
  EyeOutlined,
  FileTextOutlined,
  ImportOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useDesign } from '../context';
import { selectCanRedo, selectCanUndo } from '../state/designStore';
import { D } from '../texts';

/** Toolbar action ids (k-form-design's `toolbars` names, plus undo/redo). */
export type ToolbarAction = 'save' | 'preview' | 'importJson' | 'exportJson' | 'exportCode' | 'reset' | 'undo' | 'redo' | 'close';

export const DEFAULT_TOOLBAR: ToolbarAction[] = [
  'save',
  'preview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
  'undo',
  'redo',
  'close',
];

const META: Record<Exclude<ToolbarAction, 'undo' | 'redo'>, { text: string; icon: ReactNode }> = {
  save: { text: D.save, icon: <SaveOutlined /> },
  preview: { text: D.preview, icon: <EyeOutlined /> },
  importJson: { text: D.importJson, icon: <ImportOutlined /> },
  exportJson: { text: D.exportJson, icon: <FileTextOutlined /> },
  exportCode: { text: D.exportCode, icon: <CodeOutlined /> },
  reset: { text: D.reset, icon: <ClearOutlined /> },
  close: { text: D.close, icon: <CloseOutlined /> },
};

const LEFT: ToolbarAction[] = ['save', 'preview', 'importJson', 'exportJson', 'exportCode', 'reset'];

export interface ToolbarProps {
  actions: ToolbarAction[];
  onAction: (action: ToolbarAction) => void;
  /** Extra content between the action groups and 关闭. */
  extra?: ReactNode;
}

/** 撤销 / 重做, each subscribed to its own flag so that edits do not re-render the whole toolbar. */
function HistoryButton({ kind, onAction }: { kind: 'undo' | 'redo'; onAction: (a: ToolbarAction) => void }) {
  const enabled = useDesign(kind === 'undo' ? selectCanUndo : selectCanRedo);
  return (
    <Tooltip title={kind === 'undo' ? D.undoTip : D.redoTip}>
      <Button
        type="text"
        size="small"
        icon={kind === 'undo' ? <UndoOutlined /> : <RedoOutlined />}
        disabled={!enabled}
        onClick={() => onAction(kind)}
      >
        {kind === 'undo' ? D.undo : D.redo}
      </Button>
    </Tooltip>
  );
}

export function Toolbar({ actions, onAction, extra }: ToolbarProps) {
  const has = (a: ToolbarAction) => actions.includes(a);
  const button = (a: Exclude<ToolbarAction, 'undo' | 'redo'>) => (
    <Button key={a} type="text" size="small" icon={META[a].icon} onClick={() => onAction(a)}>
      {META[a].text}
    </Button>
  );
  return (
    <div className="fd-toolbar" role="toolbar">
      <div className="fd-toolbar-group">{LEFT.filter(has).map((a) => button(a as Exclude<ToolbarAction, 'undo' | 'redo'>))}</div>
      {(has('undo') || has('redo')) && <Divider orientation="vertical" />}
      <div className="fd-toolbar-group">
        {has('undo') && <HistoryButton kind="undo" onAction={onAction} />}
        {has('redo') && <HistoryButton kind="redo" onAction={onAction} />}
      </div>
      <div className="fd-toolbar-spacer" />
      {extra}
      {has('close') && button('close')}
    </div>
  );
}
