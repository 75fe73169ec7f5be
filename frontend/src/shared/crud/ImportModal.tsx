import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { downloadFile, saveBlob, uploadFile } from '@/api/transfer';
import { useFeedback } from '@/shared/components/useFeedback';
import { parseImportResult, type ImportError } from './importResult';
import { T } from './texts';

export interface ImportModalProps {
  title: string;
  open: boolean;
  importPath: string;
  templatePath?: string;
  onClose: () => void;
  /** Called with the number of rows after a successful import. */
  onImported: (count: number) => void;
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number | null } | { kind: 'processing' } | { kind: 'failed'; message: string; errors: ImportError[] };

const ACCEPT = '.xlsx';

/** 导入: pick an .xlsx, upload it with progress, then 导入成功，共n条 or the server's row-level errors. */
export function ImportModal({ title, open, importPath, templatePath, onClose, onImported }: ImportModalProps) {
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';

  const reset = () => {
    setFile(null);
    setPhase({ kind: 'idle' });
  };

  const start = async () => {
    if (!file) {
      void message.warning(T.importPick);
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const res = await uploadFile(importPath, file, (percent) => {
        setPhase(percent === 100 ? { kind: 'processing' } : { kind: 'uploading', percent });
      });
      const outcome = parseImportResult(res);
      if (outcome.ok) {
        void message.success(T.importOk(outcome.count));
        reset();
        onImported(outcome.count);
      } else {
        setPhase({ kind: 'failed', message: outcome.message, errors: outcome.errors });
      }
    } catch (e) {
      setPhase({ kind: 'failed', message: errorMessage(e), errors: [] });
    }
  };

  const template = async () => {
    if (!templatePath) return;
    try {
      const { blob, filename } = await downloadFile(templatePath);
      saveBlob(blob, filename ?? T.templateFile(title));
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  return (
    <Modal title={T.importTitle(title)} open={open} width={720} onCancel={busy ? undefined : onClose} afterClose={reset}
      okText={T.importStart} cancelText={T.cancel} onOk={start} okButtonProps={{ loading: busy, disabled: !file }}
      cancelButtonProps={{ disabled: busy }} mask={{ closable: false }}>
      <Flex vertical gap={12} style={{ marginTop: 16 }}>
        {templatePath && (
          <Button type="link" icon={<DownloadOutlined />} onClick={template} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
            {T.importTemplate}
          </Button>
        )}
        <Upload.Dragger accept={ACCEPT} maxCount={1} disabled={busy}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => { setFile(f); setPhase({ kind: 'idle' }); return false; }}
          onRemove={() => { setFile(null); setPhase({ kind: 'idle' }); }}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{T.importHint}</p>
          <p className="ant-upload-hint">{T.importAccept}</p>
        </Upload.Dragger>
        {phase.kind === 'uploading' && (
          <div>
            <Typography.Text type="secondary">{T.importUploading}</Typography.Text>
            <Progress percent={phase.percent ?? 0} status="active" />
          </div>
        )}
        {phase.kind === 'processing' && (
          <div>
            <Typography.Text type="secondary">{T.importProcessing}</Typography.Text>
            <Progress percent={100} status="active" showInfo={false} />
          </div>
        )}
        {phase.kind === 'failed' && (
          <>
            <Alert type="error" showIcon title={phase.message || T.importFailed} description={phase.errors.length > 0 ? T.importFix : undefined} />
            {phase.errors.length > 0 && (
              <Table<ImportError & { key: number }> size="small" bordered pagination={{ pageSize: 8, hideOnSinglePage: true }}
                dataSource={phase.errors.map((e, i) => ({ ...e, key: i }))}
                columns={[
                  { title: T.importRow, dataIndex: 'row', width: 80, render: (v) => v ?? T.empty },
                  { title: T.importColumn, dataIndex: 'column', width: 140, render: (v) => v ?? T.empty },
                  { title: T.importMessage, dataIndex: 'message' },
                ]} />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
