import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Dropdown, Flex, Popover, Tooltip, Typography } from 'antd';
import { T } from './texts';

export type Density = 'large' | 'middle' | 'small';

export interface TableSettingsProps {
  onRefresh: () => void;
  density: Density;
  onDensity: (d: Density) => void;
  /** Columns that can be hidden: key and title. */
  columns: { key: string; title: string }[];
  hidden: ReadonlySet<string>;
  onHidden: (hidden: Set<string>) => void;
}

function ColumnSetting({ columns, hidden, onHidden }: Pick<TableSettingsProps, 'columns' | 'hidden' | 'onHidden'>) {
  const shown = columns.filter((c) => !hidden.has(c.key)).length;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.delete(key);
    else next.add(key);
    onHidden(next);
  };
  const content = (
    <div style={{ minWidth: 160 }}>
      <Flex justify="space-between" align="center">
        <Checkbox checked={shown === columns.length} indeterminate={shown > 0 && shown < columns.length}
          onChange={(e) => onHidden(e.target.checked ? new Set() : new Set(columns.map((c) => c.key)))}>
          {T.showColumns}
        </Checkbox>
        <Typography.Link onClick={() => onHidden(new Set())}>{T.reset}</Typography.Link>
      </Flex>
      <Divider style={{ margin: '8px 0' }} />
      <Flex vertical gap={6}>
        {columns.map((c) => (
          <Checkbox key={c.key} checked={!hidden.has(c.key)} onChange={(e) => toggle(c.key, e.target.checked)}>
            {c.title}
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Tooltip title={T.columnSetting}>
        <Button type="text" icon={<SettingOutlined />} aria-label={T.columnSetting} />
      </Tooltip>
    </Popover>
  );
}

/** 刷新 / 密度 / 列设置 at the right of the table toolbar (ui-texts §8). */
export function TableSettings({ onRefresh, density, onDensity, columns, hidden, onHidden }: TableSettingsProps) {
  const items = (Object.keys(T.densities) as Density[]).map((key) => ({ key, label: T.densities[key] }));
  return (
    <Flex gap={2}>
      <Tooltip title={T.refresh}>
        <Button type="text" icon={<ReloadOutlined />} aria-label={T.refresh} onClick={onRefresh} />
      </Tooltip>
      <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys: [density], onClick: ({ key }) => onDensity(key as Density) }}>
        <Tooltip title={T.density}>
          <Button type="text" icon={<ColumnHeightOutlined />} aria-label={T.density} />
        </Tooltip>
      </Dropdown>
      <ColumnSetting columns={columns} hidden={hidden} onHidden={onHidden} />
    </Flex>
  );
}
