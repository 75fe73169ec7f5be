import { useState } from 'react';
import { App } from 'antd';
import { exportDesign } from '../../io';
import type { FormDesign } from '../../schema/types';
import type { ModalKind, OpenModal } from '../DesignerModals';
import type { DesignStore } from '../state/designStore';
import { D } from '../texts';
import type { ToolbarAction } from '../toolbar/Toolbar';

/** What each toolbar button does, and which dialog is open (with the design it was opened on). */
export function useToolbarActions(
  store: DesignStore,
  handlers: { onSave?: (design: FormDesign, json: string) => void; onClose?: () => void },
) {
  const { message, modal } = App.useApp();
  const [openModal, setOpenModal] = useState<OpenModal | null>(null);
  const show = (kind: ModalKind) => setOpenModal({ kind, design: store.getState().history.present });

  const onAction = (action: ToolbarAction) => {
    const s = store.getState();
    switch (action) {
      case 'save': {
        const design = s.history.present;
        handlers.onSave?.(design, exportDesign(design));
        break;
      }
      case 'preview':
        show('preview');
        break;
      case 'exportJson':
        show('json');
        break;
      case 'exportCode':
        show('code');
        break;
      case 'importJson':
        show('import');
        break;
      case 'reset':
        modal.confirm({
          title: D.warning,
          content: D.resetConfirm,
          okText: D.yes,
          cancelText: D.no,
          okType: 'danger',
          onOk: () => {
            store.getState().reset();
            message.success(D.cleared);
          },
        });
        break;
      case 'undo':
        s.undo();
        break;
      case 'redo':
        s.redo();
        break;
      case 'close':
        handlers.onClose?.();
        break;
    }
  };
  return { onAction, openModal, closeModal: () => setOpenModal(null) };
}
