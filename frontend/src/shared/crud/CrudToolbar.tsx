import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { TableSettings, type TableSettingsProps } from './TableSettings';
import { T } from './texts';

export interface CrudToolbarProps {
  onAdd?: () => void;
  addText?: string;
  onBatchDelete?: () => void;
  selectedCount: number;
  onExport?: () => void;
  exporting?: boolean;
  onImport?: () => void;
  extra?: ReactNode;
  settings: TableSettingsProps;
}

/** The buttons above the table; each handler is given only when the user may use it. */
export function CrudToolbar({ onAdd, addText, onBatchDelete, selectedCount, onExport, exporting, onImport, extra, settings }: CrudToolbarProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Space wrap>
        {onAdd && <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>{addText ?? T.add}</Button>}
        {onBatchDelete && (
          <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onBatchDelete}>{T.batchDelete}</Button>
        )}
        {onImport && <Button icon={<UploadOutlined />} onClick={onImport}>{T.import}</Button>}
        {onExport && (
          <Tooltip title={T.exportAll}>
            <Button type="dashed" icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>{T.export}</Button>
          </Tooltip>
        )}
        {extra}
      </Space>
      <TableSettings {...settings} />
    </Flex>
  );
}

/** `已选择: n` above the table, with 清空 once something is selected (ui-texts §8). */
export function SelectionAlert({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={(
        <span>
          {T.selected}
          <Typography.Link strong>{count}</Typography.Link>
          {count > 0 && <Typography.Link style={{ marginLeft: 24 }} onClick={onClear}>{T.clear}</Typography.Link>}
        </span>
      )}
    />
  );
}
