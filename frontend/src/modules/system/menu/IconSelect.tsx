import { Select, Space } from 'antd';
import { createElement } from 'react';
import { MENU_ICONS } from '@/app/icons';
import type { ControlProps } from '@/shared/crud';

const OPTIONS = Object.entries(MENU_ICONS).map(([name, Icon]) => ({
  value: name,
  label: <Space size={8}>{createElement(Icon)}{name}</Space>,
  search: name,
}));

/** Picks a menu icon by name, showing each icon. */
export function IconSelect({ value, onChange, disabled, placeholder }: ControlProps) {
  return (
    <Select value={value ?? undefined} onChange={onChange} disabled={disabled} placeholder={placeholder} allowClear
      showSearch={{ optionFilterProp: 'search' }} options={OPTIONS} />
  );
}
