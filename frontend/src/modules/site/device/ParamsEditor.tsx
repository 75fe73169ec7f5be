import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Input, InputNumber, Radio, Row, Space, Switch, Typography } from 'antd';
import { FREE_KINDS, PARAM_GROUPS, type DeviceKind, type KeyValue, type ParamField } from './paramFields';
import { T } from './texts';

type Params = Record<string, unknown>;

interface Props {
  kind: DeviceKind;
  value?: Params | null;
  onChange?: (value: Params) => void;
}

function FieldInput({ field, value, onChange }: { field: ParamField; value: unknown; onChange: (v: unknown) => void }) {
  const id = `param-${field.key}`;
  if (field.type === 'bool') return <Switch id={id} checked={Boolean(value)} onChange={onChange} />;
  if (field.type === 'radio') {
    return <Radio.Group id={id} value={value} options={field.options} onChange={(e) => onChange(e.target.value)} />;
  }
  if (field.type === 'text') {
    return <Input id={id} value={(value as string) ?? ''} maxLength={field.maxLength} placeholder={field.placeholder}
      onChange={(e) => onChange(e.target.value)} allowClear />;
  }
  return (
    <InputNumber id={id} style={{ width: '100%' }} value={value as number | null} min={field.min} max={field.max}
      precision={field.type === 'int' ? 0 : field.precision} suffix={field.unit}
      placeholder={`${field.min}～${field.max}`} onChange={(v) => onChange(v ?? null)} />
  );
}

function KeyValues({ value, onChange }: { value: Params; onChange: (v: Params) => void }) {
  const items = (Array.isArray(value.items) ? value.items : []) as KeyValue[];
  const set = (next: KeyValue[]) => onChange({ ...value, items: next });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.map((row, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <Input placeholder={T.kvKey} value={row.key} maxLength={50} style={{ width: '40%' }}
            onChange={(e) => set(items.map((r, j) => (j === i ? { ...r, key: e.target.value } : r)))} />
          <Input placeholder={T.kvValue} value={row.value} maxLength={200}
            onChange={(e) => set(items.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))} />
          <Button icon={<DeleteOutlined />} aria-label={T.kvRemove} onClick={() => set(items.filter((_, j) => j !== i))} />
        </Space.Compact>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} block onClick={() => set([...items, { key: '', value: '' }])}>{T.kvAdd}</Button>
    </Space>
  );
}

/** The kind's parameters as one form value: grouped fields with units, or key-value rows (通用设备, 网关). */
export function ParamsEditor({ kind, value, onChange }: Props) {
  const params = value ?? {};
  const change = (next: Params) => onChange?.(next);
  if (FREE_KINDS.includes(kind)) return <KeyValues value={params} onChange={change} />;
  return (
    <div data-testid="device-params">
      {PARAM_GROUPS[kind].map((group) => (
        <div key={group.title} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary" strong>{group.title}</Typography.Text>
          <Row gutter={[16, 8]} style={{ marginTop: 6 }}>
            {group.fields.map((f) => (
              <Col key={f.key} span={12}>
                <label htmlFor={`param-${f.key}`} style={{ display: 'block', marginBottom: 4 }}>{f.label}</label>
                <FieldInput field={f} value={params[f.key]} onChange={(v) => change({ ...params, [f.key]: v })} />
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </div>
  );
}
