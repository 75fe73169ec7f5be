import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { useMemo } from 'react';
import type { GeneratedFile } from '@/api/modules/codeGenerate';
import { copyText } from '@/form-designer/designer/modals/files';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

/** The drawer's height less its header, padding and the path line: the code scrolls, not the drawer. */
const CODE_HEIGHT = 'calc(100vh - 150px)';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The lines of a file (a final newline does not make an empty last line). */
export function codeLines(content: string): string[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** One generated file: its path, language and size above its content (numbered lines) and 复制. */
export function CodeBlock({ file }: { file: GeneratedFile }) {
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const lines = useMemo(() => codeLines(file.fileContent), [file.fileContent]);
  const gutter = `${String(lines.length).length + 1}ch`;
  const copy = () => copyText(file.fileContent).then(
    () => void message.success(T.copied),
    () => void message.error(T.copyFailed),
  );
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="secondary">{T.path}</Typography.Text>
        <Typography.Text code data-testid="codegen-file-path" style={{ fontFamily: MONO }}>{file.path}</Typography.Text>
        <Tag>{file.language}</Tag>
        <Typography.Text type="secondary">{T.lines(lines.length)}</Typography.Text>
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} style={{ marginLeft: 'auto' }}>{T.copy}</Button>
      </Flex>
      <pre
        tabIndex={0}
        data-testid="codegen-file-content"
        style={{
          height: CODE_HEIGHT, margin: 0, padding: '8px 0', overflow: 'auto', whiteSpace: 'pre',
          background: token.colorFillQuaternary, border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius, font: `12px/1.6 ${MONO}`, color: token.colorText,
        }}
      >
        {lines.map((line, i) => (
          <div key={i} style={{ paddingRight: 16 }}>
            <span style={{
              display: 'inline-block', width: gutter, marginRight: 12, paddingLeft: 8, textAlign: 'right',
              color: token.colorTextQuaternary, userSelect: 'none',
            }}>{i + 1}</span>
            {line}
          </div>
        ))}
      </pre>
    </Flex>
  );
}
