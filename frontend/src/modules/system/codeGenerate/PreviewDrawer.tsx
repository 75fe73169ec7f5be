import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Spin, Tabs, Typography } from 'antd';
import { errorMessage } from '@/api/http';
import { getFileContents, type CodeGenerate } from '@/api/modules/codeGenerate';
import { unwrap } from '@/api/modules/result';
import type { ActionModalProps } from '@/shared/crud';
import { CodeBlock } from './CodeBlock';
import { T } from './texts';

/** The folder of a path, shown under the file name in the file list. */
export const folderOf = (path: string): string => path.replace(/\\/g, '/').split('/').slice(0, -1).join('/');

/** 预览: every generated file as a tab (file name and folder on the left, path and content on the right). */
export function PreviewDrawer({ row, open, onClose }: ActionModalProps<CodeGenerate>) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['codeGenerate', 'runFileContent', row.id],
    queryFn: () => unwrap(getFileContents(row.id)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const files = data ?? [];
  return (
    <Drawer title={T.previewTitle(row.tableName)} open={open} onClose={onClose} size="min(1280px, 94vw)"
      styles={{ body: { paddingTop: 8, paddingBottom: 0 } }} destroyOnHidden>
      <div data-testid="codegen-preview">
        {error && <Alert type="error" showIcon title={errorMessage(error)} />}
        {isLoading && <Spin style={{ display: 'block', margin: '80px auto' }} />}
        {!isLoading && !error && files.length === 0 && <Empty description={T.noFiles} />}
        {files.length > 0 && (
          <Tabs
            tabPlacement="start"
            items={files.map((f) => ({
              key: f.path,
              label: (
                <span title={f.path} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.4 }}>
                  <span>{f.fileName}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 11, maxWidth: 220 }} ellipsis>{folderOf(f.path)}</Typography.Text>
                </span>
              ),
              children: <CodeBlock file={f} />,
            }))}
          />
        )}
      </div>
    </Drawer>
  );
}
