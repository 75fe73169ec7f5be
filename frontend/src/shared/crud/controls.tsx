/** The input control of a field, by type (used by the search form and the add/edit form). */
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { fieldOptions } from './display';
import { T } from './texts';
import type { FieldDef, Option, OptionSource, TreeOption, Values } from './types';

export type ControlPurpose = 'form' | 'search';

interface Props {
  field: FieldDef;
  purpose: ControlPurpose;
  deps?: Values;
  disabled?: boolean;
  value?: any;
  onChange?: (value: any) => void;
  id?: string;
}

/** Loads the options of a source; the values of its `deps` are part of the cache key. */
export function useSourceData<T>(source: OptionSource<T> | undefined, deps: Values = {}) {
  const depValues = (source?.deps ?? []).map((k) => deps[k] ?? null);
  return useQuery({
    queryKey: [...(source?.queryKey ?? ['none']), ...depValues],
    queryFn: () => (source ? source.load(deps) : Promise.resolve([] as T[])),
    enabled: Boolean(source),
    staleTime: 30_000,
  });
}

const isSelect = (f: FieldDef) => f.type === 'select' || f.type === 'dict' || f.type === 'tree-select' || f.type === 'radio';

export function placeholderOf(f: FieldDef): string {
  return f.placeholder ?? (isSelect(f) || f.type === 'date' || f.type === 'datetime' ? T.placeholderSelect(f.title) : T.placeholderInput(f.title));
}

function SourceSelect({ field, deps, ...rest }: Props & { placeholder: string }) {
  const { data, isFetching } = useSourceData(field.source as OptionSource<Option>, deps);
  return (
    <Select
      {...rest}
      {...field.props}
      loading={isFetching}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={field.multiple ? 'multiple' : undefined}
      options={(data ?? []).map((o) => ({ ...o, label: o.label }))}
    />
  );
}

function SourceTreeSelect({ field, deps, ...rest }: Props & { placeholder: string }) {
  const { data, isFetching } = useSourceData(field.source as OptionSource<TreeOption>, deps);
  return (
    <TreeSelect
      {...rest}
      {...field.props}
      loading={isFetching}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      multiple={field.multiple}
      treeData={data ?? []}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}

/** The antd control for a field. Form.Item passes value/onChange/id through `rest`. */
export function FieldControl(props: Props): ReactNode {
  const { field, purpose, deps = {}, disabled, ...rest } = props;
  const placeholder = placeholderOf(field);
  const common = { ...rest, disabled, placeholder };
  if (field.control) {
    const Custom = field.control;
    return <Custom {...rest} field={field} deps={deps} disabled={disabled} placeholder={placeholder} />;
  }
  const type = purpose === 'search' && field.type === 'textarea' ? 'text' : (field.type ?? 'text');
  const search = purpose === 'search';
  switch (type) {
    case 'password':
      return <Input.Password {...common} {...field.props} autoComplete="new-password" />;
    case 'textarea':
      return <Input.TextArea {...common} {...field.props} rows={3} />;
    case 'number':
      return <InputNumber {...common} {...field.props} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...common} {...field.props} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...common} {...field.props} showTime style={{ width: '100%' }} />;
    case 'date-range':
      return <DatePicker.RangePicker {...rest} disabled={disabled} {...field.props} placeholder={[T.rangeBegin, T.rangeEnd]} style={{ width: '100%' }} />;
    case 'switch':
      return <Switch {...rest} disabled={disabled} {...field.props} />;
    case 'tree-select':
      return <SourceTreeSelect {...props} placeholder={placeholder} />;
    case 'radio':
      if (!search) return <Radio.Group {...rest} disabled={disabled} {...field.props} options={fieldOptions(field)} />;
      return <Select {...common} {...field.props} allowClear options={fieldOptions(field)} />;
    case 'select':
    case 'dict':
      if (field.source) return <SourceSelect {...props} placeholder={placeholder} />;
      return (
        <Select {...common} {...field.props} allowClear mode={field.multiple ? 'multiple' : undefined}
          showSearch={{ optionFilterProp: 'label' }} options={fieldOptions(field)} />
      );
    default:
      return <Input {...common} {...field.props} allowClear={search} />;
  }
}
