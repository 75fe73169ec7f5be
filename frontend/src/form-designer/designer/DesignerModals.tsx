import { App } from 'antd';
import type { FormRendererProps } from '../renderer/FormRenderer';
import { PreviewModal } from '../renderer/PreviewModal';
import type { FormDesign } from '../schema/types';
import type { DesignStore } from './state/designStore';
import { designFromValue } from './state/designFromValue';
import { CodeModal } from './modals/CodeModal';
import { ImportModal } from './modals/ImportModal';
import { JsonModal } from './modals/JsonModal';
import { D } from './texts';

export type ModalKind = 'preview' | 'json' | 'code' | 'import';

export interface OpenModal {
  kind: ModalKind;
  /** The design when the modal was opened: preview, JSON and code are generated afresh on every open. */
  design: FormDesign;
}

/** The toolbar's dialogs: 预览, 生成JSON, 生成代码, 导入. */
export interface DesignerModalsProps {
  store: DesignStore;
  open: OpenModal | null;
  onClose: () => void;
  /** Renderer settings for 预览 (uploads, dynamic data). */
  preview?: Partial<FormRendererProps>;
}

export function DesignerModals({ store, open, onClose, preview: previewProps }: DesignerModalsProps) {
  const { message } = App.useApp();
  const snapshot = (kind: ModalKind) => (open?.kind === kind ? open.design : null);

  const importText = (text: string): boolean => {
    let design: FormDesign;
    try {
      design = designFromValue(text);
    } catch {
      message.error(D.importFailed);
      return false;
    }
    store.getState().importDesign(design);
    message.success(D.importSuccess);
    return true;
  };

  const preview = snapshot('preview');
  return (
    <>
      {preview && <PreviewModal {...previewProps} open design={preview} onClose={onClose} width={1200} />}
      <JsonModal design={snapshot('json')} onClose={onClose} />
      <CodeModal design={snapshot('code')} onClose={onClose} />
      <ImportModal open={open?.kind === 'import'} onClose={onClose} onImport={importText} />
    </>
  );
}
