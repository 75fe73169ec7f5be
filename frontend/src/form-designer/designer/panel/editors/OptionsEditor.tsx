import { Button, Input } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { D } from '../../texts';
import type { EditorProps } from './types';

export interface OptionItem {
  value: string;
  label: string;
  children?: OptionItem[];
  [key: string]: unknown;
}

const asOptions = (v: unknown): OptionItem[] => (Array.isArray(v) ? (v as OptionItem[]) : []);

/** A new option numbered after the existing ones ("选项3" / "3"). */
export function nextOption(siblings: OptionItem[], prefix: string = D.optionPrefix): OptionItem {
  const used = new Set(siblings.map((o) => String(o.value)));
  let n = siblings.length + 1;
  while (used.has(String(n))) n++;
  return { value: String(n), label: `${prefix}${n}` };
}

/** Static option rows 名称 / 值 with delete, and 添加. */
export function OptionsEditor({ value, onChange }: EditorProps) {
  const options = asOptions(value);
  const set = (i: number, patch: Partial<OptionItem>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <div className="fd-rows">
      {options.map((o, i) => (
        <div className="fd-row" key={i}>
          <Input size="small" placeholder={D.optionLabel} value={o.label} onChange={(e) => set(i, { label: e.target.value })} />
          <Input size="small" placeholder={D.optionValue} value={String(o.value ?? '')} onChange={(e) => set(i, { value: e.target.value })} />
          <Button
            size="small"
            type="text"
            danger
            aria-label={D.delete}
            icon={<MinusCircleOutlined />}
            onClick={() => onChange(options.filter((_o, j) => j !== i))}
          />
        </div>
      ))}
      <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => onChange([...options, nextOption(options)])}>
        {D.add}
      </Button>
    </div>
  );
}

/** Nested options {label, value, children} for treeSelect / cascader. */
export function TreeOptionsEditor({ value, onChange }: EditorProps) {
  const options = asOptions(value);
  return (
    <div className="fd-rows">
      <TreeRows options={options} onChange={onChange} depth={0} />
      <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => onChange([...options, nextOption(options)])}>
        {D.add}
      </Button>
    </div>
  );
}

function TreeRows({ options, onChange, depth }: { options: OptionItem[]; onChange: (v: OptionItem[]) => void; depth: number }) {
  const set = (i: number, next: OptionItem) => onChange(options.map((o, j) => (j === i ? next : o)));
  return (
    <>
      {options.map((o, i) => (
        <div key={i}>
          <div className="fd-row" style={{ paddingLeft: depth * 14 }}>
            <Input size="small" placeholder={D.optionLabel} value={o.label} onChange={(e) => set(i, { ...o, label: e.target.value })} />
            <Input
              size="small"
              placeholder={D.optionValue}
              value={String(o.value ?? '')}
              onChange={(e) => set(i, { ...o, value: e.target.value })}
            />
            <Button
              size="small"
              type="text"
              aria-label={D.addChild}
              title={D.addChild}
              icon={<PlusOutlined />}
              onClick={() => set(i, { ...o, children: [...(o.children ?? []), nextOption(o.children ?? [], `${o.label}-`)] })}
            />
            <Button
              size="small"
              type="text"
              danger
              aria-label={D.delete}
              icon={<MinusCircleOutlined />}
              onClick={() => onChange(options.filter((_o, j) => j !== i))}
            />
          </div>
          {o.children && o.children.length > 0 && (
            <TreeRows
              options={o.children}
              depth={depth + 1}
              onChange={(children) => set(i, { ...o, children: children.length ? children : undefined })}
            />
          )}
        </div>
      ))}
    </>
  );
}
