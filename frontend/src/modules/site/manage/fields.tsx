/**
 * Field helpers of the management modules: photos and attachments (lists of uploaded file ids), the
 * extension form (the form bound to the module's process in 流程表单) and the approval columns.
 */
import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, Upload } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { uploadFile } from '@/api/modules/file';
import type { ManageRow } from '@/api/modules/manage';
import { FormRenderer } from '@/form-designer';
import { UPLOAD_PROPS } from '@/modules/system/formDesign/formEnv';
import { designOf } from '@/modules/workflow/shared/design';
import { PhotoList, PhotoUpload } from '@/modules/site/alarm/Photos';
import { WfForm } from '@/modules/workflow/shared/WfForm';
import { useFeedback } from '@/shared/components/useFeedback';
import { useFileUrl } from '@/shared/components/useFileUrl';
import type { ControlProps, FieldDef } from '@/shared/crud';
import { ApproveStatusTag } from './StatusTag';
import { MT } from './texts';

function ids(value: unknown): string[] {
  return Array.isArray(value) ? (value as string[]) : [];
}

/** A photos field (thumbnails in table/detail, an upload in the form). */
export function photosField(key: string, title: string, extra: Partial<FieldDef> = {}): FieldDef {
  return {
    key, title, type: 'custom', inTable: false, wide: true, defaultValue: [],
    render: (v) => <PhotoList ids={ids(v)} />,
    control: ({ value, onChange, disabled }) => <PhotoUpload value={value} onChange={onChange} disabled={disabled} />,
    ...extra,
  };
}

function AttachmentLink({ id, n }: { id: string; n: number }) {
  const url = useFileUrl(id);
  return url ? <a href={url} target="_blank" rel="noreferrer"><PaperClipOutlined /> {MT.attachment(n)}</a> : <span>{MT.attachment(n)}</span>;
}

export function AttachmentList({ value }: { value: unknown }) {
  const list = ids(value);
  if (!list.length) return <span>-</span>;
  return <Flex gap={12} wrap>{list.map((id, i) => <AttachmentLink key={id} id={id} n={i + 1} />)}</Flex>;
}

function AttachmentUpload({ value, onChange, disabled }: Pick<ControlProps, 'value' | 'onChange' | 'disabled'>) {
  const list = ids(value);
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const res = await uploadFile(file, file.name);
      if (res.success && res.data) onChange?.([...list, String(res.data)]);
      else void message.error(res.message || MT.uploadFailed);
    } catch (e) {
      void message.error(errorMessage(e, MT.uploadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} wrap align="center">
      {list.map((id, i) => (
        <span key={id}>
          <AttachmentLink id={id} n={i + 1} />
          {!disabled && <a style={{ marginLeft: 4 }} onClick={() => onChange?.(list.filter((x) => x !== id))}>✕</a>}
        </span>
      ))}
      {!disabled && (
        <Upload showUploadList={false} disabled={busy} beforeUpload={(file) => { void send(file); return false; }}>
          <Button size="small" icon={busy ? <Spin size="small" /> : <PlusOutlined />}>{MT.upload}</Button>
        </Upload>
      )}
    </Flex>
  );
}

/** An attachments field (any allowed file type). */
export function attachmentsField(key: string, title: string, extra: Partial<FieldDef> = {}): FieldDef {
  return {
    key, title, type: 'custom', inTable: false, wide: true, defaultValue: [],
    render: (v) => <AttachmentList value={v} />,
    control: ({ value, onChange, disabled }) => <AttachmentUpload value={value} onChange={onChange} disabled={disabled} />,
    ...extra,
  };
}

/** The extension form's values, edited with the form designer's renderer (the server validates them). */
export function extField(design: unknown): FieldDef {
  return {
    key: 'extValues', title: MT.extForm, type: 'custom', inTable: false, wide: true, defaultValue: {},
    render: (v) => <WfForm design={design} values={(v ?? {}) as Record<string, unknown>} readOnly start />,
    control: ({ value, onChange, disabled }) => <ExtControl design={design} value={value} onChange={onChange} disabled={disabled} />,
  };
}

function ExtControl({ design, value, onChange, disabled }: { design: unknown } & Pick<ControlProps, 'value' | 'onChange' | 'disabled'>) {
  // the renderer keeps its own state: it gets the first values only, and reports each change
  const [initial] = useState<Record<string, unknown>>(() => ({ ...(value ?? {}) }));
  const current = useRef<Record<string, unknown>>({ ...initial });
  const shaped = designOf(design);
  if (!shaped) return null;
  return (
    <div data-testid="manage-ext-form" style={{ width: '100%' }}>
      <FormRenderer design={shaped} value={initial} disabled={disabled} progressive={false} idPrefix="ext_" {...UPLOAD_PROPS}
        onChange={(v, model) => { current.current = { ...current.current, [model]: v }; onChange?.(current.current); }} />
    </div>
  );
}

/** The approval columns every module's table and detail show after its own. */
export function approvalColumns<Row extends ManageRow>(): FieldDef<Row>[] {
  return [
    {
      key: 'approveStatus', title: MT.approveStatus, type: 'dict', dictCode: 'manage_approve_status', inSearch: true,
      inForm: false, width: 96, render: (v) => <ApproveStatusTag status={String(v)} />,
    },
    { key: 'createUserName', title: MT.author, inForm: false, width: 96 },
    { key: 'submitTime', title: MT.submitTime, inForm: false, width: 170, inTable: false },
    { key: 'approveTime', title: MT.approveTime, inForm: false, width: 170, inTable: false },
  ];
}
