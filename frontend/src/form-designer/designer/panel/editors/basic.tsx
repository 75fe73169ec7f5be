import { useState } from 'react';
import { ColorPicker, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { D } from '../../texts';
import type { EditorProps } from './types';

const text = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

export function TextEditor({ desc, value, onChange }: EditorProps) {
  return <Input value={text(value)} placeholder={desc.placeholder} onChange={(e) => onChange(e.target.value)} />;
}

export function TextareaEditor({ desc, value, onChange }: EditorProps) {
  return (
    <Input.TextArea
      value={text(value)}
      placeholder={desc.placeholder}
      rows={3}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function NumberEditor({ desc, value, onChange }: EditorProps) {
  return (
    <InputNumber
      style={{ width: '100%' }}
      value={typeof value === 'number' ? value : null}
      min={desc.min}
      max={desc.max}
      step={desc.step}
      placeholder={desc.placeholder}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}

export function SwitchEditor({ value, onChange }: EditorProps) {
  return <Switch size="small" checked={value === true || value === 'true'} onChange={onChange} />;
}

export function SelectEditor({ desc, value, onChange }: EditorProps) {
  return (
    <Select
      style={{ width: '100%' }}
      value={value as string | number | undefined}
      options={(desc.choices ?? []).map((c) => ({ label: c.label, value: c.value as string | number }))}
      onChange={onChange}
    />
  );
}

export function RadioEditor({ desc, value, onChange }: EditorProps) {
  const choices = desc.choices ?? [];
  // choices may be booleans (静态数据 / 动态数据): map through their index
  const index = choices.findIndex((c) => c.value === value || (value === undefined && c.value === false));
  return (
    <Radio.Group
      size="small"
      optionType="button"
      buttonStyle="solid"
      value={index}
      options={choices.map((c, i) => ({ label: c.label, value: i }))}
      onChange={(e) => onChange(choices[e.target.value as number]?.value)}
    />
  );
}

export function ColorEditor({ value, onChange }: EditorProps) {
  return (
    <ColorPicker
      size="small"
      showText
      allowClear
      value={text(value) || undefined}
      onChange={(color) => onChange(color.toRgbString())}
      onClear={() => onChange('')}
    />
  );
}

/** JSON text (e.g. the upload's extra fields "{}"); an object value is edited as its JSON and stored back as an object. */
export function JsonEditor({ desc, value, onChange }: EditorProps) {
  const asObject = value !== null && typeof value === 'object';
  const [draft, setDraft] = useState(() => (asObject ? JSON.stringify(value, null, 2) : text(value)));
  const valid = isJson(draft);
  return (
    <>
      <Input.TextArea
        value={draft}
        status={valid ? undefined : 'warning'}
        placeholder={desc.placeholder}
        rows={3}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          if (!asObject) onChange(next);
          else if (isJson(next)) onChange(JSON.parse(next));
        }}
      />
      {!valid && <div className="fd-field-warn">{D.jsonInvalid}</div>}
    </>
  );
}

function isJson(s: string): boolean {
  if (s.trim() === '') return true;
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}
