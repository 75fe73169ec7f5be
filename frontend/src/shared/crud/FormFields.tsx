import { Col, Form, Row } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FieldControl } from './controls';
import { formRules } from './derive';
import type { FieldDef, FormMode, Values } from './types';

interface ItemProps {
  field: FieldDef;
  mode: FormMode;
  values: Values;
}

function FieldItem({ field, mode, values }: ItemProps) {
  const deps: Values = {};
  for (const k of field.deps ?? []) deps[k] = values[k];
  return (
    <Form.Item
      name={field.key}
      label={field.title}
      rules={formRules(field)}
      help={field.help}
      tooltip={field.tooltip}
      valuePropName={field.type === 'switch' ? 'checked' : 'value'}
    >
      <FieldControl field={field} purpose="form" deps={deps} disabled={field.disabled?.(values, mode)} />
    </Form.Item>
  );
}

/** One field, re-evaluated when the fields it depends on change (shown/hidden, disabled, options). */
function DependentField({ field, mode, wrap }: { field: FieldDef; mode: FormMode; wrap: (node: ReactNode) => ReactNode }): ReactNode {
  if (!field.deps?.length && !field.show && !field.disabled) {
    return wrap(<FieldItem field={field} mode={mode} values={{}} />);
  }
  return (
    <Form.Item noStyle dependencies={field.deps ?? []}>
      {(form: FormInstance) => {
        const values = form.getFieldsValue(true) as Values;
        if (field.show && !field.show(values, mode)) return null;
        return wrap(<FieldItem field={field} mode={mode} values={values} />);
      }}
    </Form.Item>
  );
}

/** The form items of the given fields, in one or two columns. */
export function FormFields({ fields, mode, columns = 1 }: { fields: FieldDef[]; mode: FormMode; columns?: 1 | 2 }) {
  if (columns === 1) {
    return <>{fields.map((f) => <DependentField key={f.key} field={f} mode={mode} wrap={(node) => node} />)}</>;
  }
  return (
    <Row gutter={24}>
      {fields.map((f) => (
        <DependentField key={f.key} field={f} mode={mode}
          wrap={(node) => <Col xs={24} md={f.wide ? 24 : 12}>{node}</Col>} />
      ))}
    </Row>
  );
}
