import { useMemo } from 'react';
import { Cascader, TreeSelect } from 'antd';
import { optionSource, optionsOf, type OptionItem } from '../../schema/values';
import type { ControlProps } from '../../registry/types';
import { T } from '../../texts';
import { bool, placeholderOf, str, widthStyle } from './util';

interface TreeItem {
  value: string | number;
  label: string;
  /** TreeSelect shows `title`, Cascader shows `label`. */
  title: string;
  children?: TreeItem[];
}

function toTree(items: OptionItem[]): TreeItem[] {
  return items.map((item) => ({
    value: typeof item.value === 'number' ? item.value : str(item.value),
    label: str(item.label, str(item.value)),
    title: str(item.label, str(item.value)),
    children: Array.isArray(item.children) && item.children.length > 0 ? toTree(item.children) : undefined,
  }));
}

function useTree(options: Record<string, unknown>, dynamicData: Record<string, unknown>): TreeItem[] {
  const source = optionSource(options, dynamicData);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => toTree(optionsOf(options, dynamicData)), [source]);
}

export function TreeSelectControl({ node, id, value, onChange, disabled, status, env }: ControlProps) {
  const o = node.options;
  const treeData = useTree(o, env.dynamicData);
  const multiple = bool(o.multiple) || bool(o.treeCheckable);
  return (
    <TreeSelect
      id={id}
      value={value === '' || value == null ? undefined : (value as string | string[])}
      onChange={(v: unknown) => onChange(v === undefined && multiple ? [] : v)}
      treeData={treeData}
      multiple={multiple}
      treeCheckable={bool(o.treeCheckable)}
      showSearch={bool(o.showSearch) ? { treeNodeFilterProp: 'label' } : false}
      allowClear={bool(o.clearable)}
      placeholder={placeholderOf(o, T.pleaseSelect)}
      disabled={disabled}
      status={status}
      style={widthStyle(o) ?? { width: '100%' }}
    />
  );
}

export function CascaderControl({ node, id, value, onChange, disabled, status, env }: ControlProps) {
  const o = node.options;
  const options = useTree(o, env.dynamicData);
  return (
    <Cascader
      id={id}
      value={Array.isArray(value) ? (value as (string | number)[]) : undefined}
      onChange={(v) => onChange(v ?? [])}
      options={options}
      showSearch={bool(o.showSearch)}
      allowClear={bool(o.clearable)}
      placeholder={placeholderOf(o, T.pleaseSelect)}
      disabled={disabled}
      status={status}
      style={widthStyle(o) ?? { width: '100%' }}
    />
  );
}
