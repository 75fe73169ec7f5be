/**
 * 设计: the form designer over the whole window (a full-size drawer above the list), loaded from
 * /formDesign/detail. 保存 asks for a name and code the first time and then adds or edits; 关闭 returns
 * to the list (asking first when there are unsaved changes). This module is the lazy chunk that
 * carries the designer.
 */
import { Divider, Drawer, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { exportDesign, type FormDesign } from '@/form-designer';
import { FormDesigner } from '@/form-designer/designer';
import { errorMessage } from '@/api/http';
import type { FormDesignDetail, FormDesignInfo } from '@/api/modules/formDesign';
import { useFeedback } from '@/shared/components/useFeedback';
import { UPLOAD_PROPS, useStoredDesign } from './formEnv';
import { saveDesign } from './saveDesign';
import { SaveInfoModal } from './SaveInfoModal';
import { T } from './texts';
import './formDesign.css';

/** Above the shell's drawers and its settings handle; dialogs opened from here go above it. */
const Z_INDEX = 1002;

export interface DesignerScreenProps {
  /** The stored form to open; none for a new one. */
  id?: string;
  onClose: () => void;
  /** After every successful save (the list reloads). */
  onSaved: () => void;
}

export default function DesignerScreen({ id, onClose, onSaved }: DesignerScreenProps) {
  const query = useStoredDesign(id);
  let body;
  if (id && query.isPending) {
    body = (
      <Flex vertical align="center" justify="center" gap={12} className="fdm-center">
        <Spin size="large" />
        <Typography.Text type="secondary">{T.loading}</Typography.Text>
      </Flex>
    );
  } else if (id && query.isError) {
    body = <Result status="error" title={T.loadFailed} subTitle={errorMessage(query.error)} />;
  } else {
    const { detail = null, design, readable = true } = query.data ?? {};
    body = <DesignerPane stored={detail} initial={design} readable={readable} onClose={onClose} onSaved={onSaved} />;
  }
  // a drawer, not a modal: the designer's keyboard shortcuts stay off inside modals
  return (
    <Drawer
      open
      placement="right"
      size="100%"
      title={null}
      closable={false}
      keyboard={false}
      maskClosable={false}
      zIndex={Z_INDEX}
      styles={{ body: { padding: 0 } }}
      onClose={onClose}
    >
      <div className="fdm-body" data-testid="form-designer-screen">
        {body}
      </div>
    </Drawer>
  );
}

interface PaneProps {
  stored: FormDesignDetail | null;
  initial?: FormDesign;
  readable: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function DesignerPane({ stored: loaded, initial, readable, onClose, onSaved }: PaneProps) {
  const { message, modal } = useFeedback();
  const [stored, setStored] = useState(loaded);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const saving = useRef(false);
  useEffect(() => {
    if (!readable) void message.warning(T.designBroken);
    // once, for the design this pane was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const markDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  };

  const save = async (info: FormDesignInfo | null, json: string) => {
    // a second 保存 while one is on its way would be refused as a conflict with the first
    if (saving.current) return;
    saving.current = true;
    const hide = message.loading(T.saving, 0);
    try {
      const outcome = await saveDesign(stored, info, json);
      if (!outcome.ok) {
        if (outcome.conflict) void message.warning(T.conflict(outcome.message), 6);
        else void message.error(T.saveFailed(outcome.message));
        return;
      }
      setStored(outcome.stored);
      setPending(null);
      markDirty(false);
      void message.success(T.saved);
      onSaved();
    } catch (e) {
      void message.error(T.saveFailed(errorMessage(e)));
    } finally {
      saving.current = false;
      hide();
    }
  };

  const onSave = (design: FormDesign) => {
    const json = exportDesign(design, { compact: true });
    if (stored) void save(null, json);
    else setPending(json);
  };

  const close = () => {
    if (!dirtyRef.current) {
      onClose();
      return;
    }
    modal.confirm({
      zIndex: Z_INDEX + 10,
      title: T.unsavedTitle,
      content: T.unsavedContent,
      okText: T.discard,
      cancelText: T.keepEditing,
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  return (
    <>
      <Flex align="center" gap={8} className="fdm-header">
        <Typography.Text strong>{T.designerTitle}</Typography.Text>
        <Divider orientation="vertical" />
        <Typography.Text ellipsis className="fdm-name">{stored?.name ?? T.newForm}</Typography.Text>
        {stored && <Typography.Text type="secondary">{stored.code}</Typography.Text>}
        {stored?.version !== undefined && stored.version !== null && <Tag>v{stored.version}</Tag>}
        {dirty && <Tag color="orange">{T.unsaved}</Tag>}
      </Flex>
      <FormDesigner
        value={initial}
        preview={UPLOAD_PROPS}
        onSave={onSave}
        onClose={close}
        onChange={() => {
          if (!dirtyRef.current) markDirty(true);
        }}
      />
      <SaveInfoModal open={pending !== null} onCancel={() => setPending(null)} onOk={(info) => save(info, pending ?? '')} />
    </>
  );
}
