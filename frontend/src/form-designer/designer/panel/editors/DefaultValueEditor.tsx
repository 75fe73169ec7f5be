import { Input, InputNumber, Rate, Select, Switch } from 'antd';
import { D } from '../../texts';
import type { OptionItem } from './OptionsEditor';
import type { EditorProps } from './types';

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

function staticOptions(options: Record<string, unknown>): { label: string; value: string }[] {
  if (options.dynamic === true || !Array.isArray(options.options)) return [];
  return (options.options as OptionItem[]).map((o) => ({ label: str(o.label), value: str(o.value) }));
}

/** The default value editor, chosen from the control type (k-form-design 3.6 behaviour). */
export function DefaultValueEditor({ node, value, onChange, update }: EditorProps) {
  const o = node.options;
  switch (node.type) {
    case 'switch':
      return <Switch size="small" checked={value === true} onChange={onChange} />;
    case 'number':
    case 'slider':
      return (
        <InputNumber
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          min={typeof o.min === 'number' ? o.min : undefined}
          max={typeof o.max === 'number' ? o.max : undefined}
          step={typeof o.step === 'number' ? o.step : undefined}
          onChange={(v) => onChange(typeof v === 'number' ? v : node.type === 'number' ? null : 0)}
        />
      );
    case 'rate':
      return (
        <Rate
          value={typeof value === 'number' ? value : 0}
          count={typeof o.max === 'number' ? o.max : 5}
          allowHalf={o.allowHalf === true}
          onChange={onChange}
        />
      );
    case 'select':
    case 'radio':
    case 'checkbox': {
      const multiple = node.type === 'checkbox' || o.multiple === true;
      const choices = staticOptions(o);
      const current = multiple ? (Array.isArray(value) ? value.map(str) : []) : value === undefined || value === '' ? undefined : str(value);
      return (
        <Select
          style={{ width: '100%' }}
          allowClear
          mode={multiple ? 'multiple' : undefined}
          options={choices}
          value={current}
          placeholder={D.optionValue}
          onChange={(v) => onChange(v ?? (multiple ? [] : node.type === 'select' ? undefined : ''))}
        />
      );
    }
    case 'date':
      if (o.range === true) {
        const pair = Array.isArray(o.rangeDefaultValue) ? (o.rangeDefaultValue as unknown[]).map(str) : ['', ''];
        // a range's default lives in rangeDefaultValue (3.6)
        const setRange = (i: number, v: string) => update('options.rangeDefaultValue', i === 0 ? [v, pair[1] ?? ''] : [pair[0] ?? '', v]);
        return (
          <div className="fd-row">
            <Input size="small" placeholder={str(o.format)} value={pair[0] ?? ''} onChange={(e) => setRange(0, e.target.value)} />
            <Input size="small" placeholder={str(o.format)} value={pair[1] ?? ''} onChange={(e) => setRange(1, e.target.value)} />
          </div>
        );
      }
      return <Input placeholder={str(o.format)} value={str(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'time':
      return <Input placeholder={str(o.format)} value={str(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'html':
    case 'editor':
    case 'textarea':
      return <Input.TextArea rows={3} value={str(value)} onChange={(e) => onChange(e.target.value)} />;
    default:
      if (value !== undefined && value !== null && typeof value === 'object')
        return <Input value={JSON.stringify(value)} disabled />;
      return <Input value={str(value)} onChange={(e) => onChange(e.target.value)} />;
  }
}
