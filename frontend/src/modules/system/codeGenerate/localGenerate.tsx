import { Typography } from 'antd';
import { errorMessage } from '@/api/http';
import { generateLocal, type CodeGenerate } from '@/api/modules/codeGenerate';
import type { Feedback } from '@/shared/feedback/feedback';
import { CRUD_TEXTS } from '@/shared/crud';
import { T } from './texts';

/** The written files as the result dialog lists them. */
function WrittenFiles({ files }: { files: string[] }) {
  return (
    <div data-testid="codegen-local-result">
      <Typography.Paragraph>{T.localDone(files.length)}</Typography.Paragraph>
      <Typography.Text type="secondary">{T.localFiles}</Typography.Text>
      <ul style={{ maxHeight: 320, overflow: 'auto', margin: '4px 0 0', paddingLeft: 20 }}>
        {files.map((f) => <li key={f}><Typography.Text code>{f}</Typography.Text></li>)}
      </ul>
    </div>
  );
}

/**
 * 生成到本项目: asks first (files of the same name are overwritten), then lists what was written and
 * says what the developer does next; a refusal (e.g. a production installation) shows the server's reason.
 */
export function runLocalGenerate(row: CodeGenerate, fb: Feedback): void {
  const exec = async () => {
    try {
      const res = await generateLocal(row.id);
      if (!res.success) {
        void fb.message.error(res.message || T.local);
        return;
      }
      const files = res.data?.files ?? [];
      fb.modal.success({ title: T.localTitle, width: 640, okText: T.close, content: <WrittenFiles files={files} /> });
    } catch (e) {
      void fb.message.error(errorMessage(e));
    }
  };
  fb.modal.confirm({ title: T.local, content: T.localConfirm(row.tableName), okText: CRUD_TEXTS.ok, cancelText: CRUD_TEXTS.cancel, onOk: exec });
}
