import { App, Button, Space } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { D } from '../texts';
import { copyText, downloadText } from './files';

/** Read-only code with 复制数据 and an export button. */
export function CodeView(props: { code: string; fileName: string; mime: string; exportText: string }) {
  const { message } = App.useApp();
  const copy = () =>
    copyText(props.code).then(
      () => message.success(D.copySuccess),
      () => message.error(D.copyFailed),
    );
  return (
    <div className="fd-code">
      <pre className="fd-code-text" tabIndex={0}>
        {props.code}
      </pre>
      <Space className="fd-code-actions">
        <Button icon={<CopyOutlined />} onClick={copy}>
          {D.copyData}
        </Button>
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => downloadText(props.fileName, props.code, props.mime)}>
          {props.exportText}
        </Button>
      </Space>
    </div>
  );
}
