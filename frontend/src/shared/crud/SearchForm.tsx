import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Space } from 'antd';
import { useState } from 'react';
import { FieldControl } from './controls';
import { T } from './texts';
import type { FieldDef, Values } from './types';

export interface SearchFormProps {
  fields: FieldDef[];
  initialValues?: Values;
  onSearch: (values: Values) => void;
  onReset: (values: Values) => void;
}

/** Fields shown before 展开 when there are more than this many. */
export const COLLAPSED_COUNT = 3;

/** Each field takes at least this width; the fields wrap by the width of the page, not the window. */
const FIELD_STYLE = { flex: '1 1 260px', maxWidth: 380, marginBottom: 16 } as const;

/** The search form of a CRUD page: one control per search field, 查询 / 重置, collapsible when long. */
export function SearchForm({ fields, initialValues, onSearch, onReset }: SearchFormProps) {
  const [form] = Form.useForm<Values>();
  const [expanded, setExpanded] = useState(false);
  if (fields.length === 0) return null;
  const collapsible = fields.length > COLLAPSED_COUNT;
  const visible = collapsible && !expanded ? fields.slice(0, COLLAPSED_COUNT) : fields;

  const reset = () => {
    form.resetFields();
    onReset(form.getFieldsValue(true) as Values);
  };

  return (
    <Form form={form} initialValues={initialValues} onFinish={(v: Values) => onSearch({ ...form.getFieldsValue(true), ...v })}
      style={{ marginBottom: 0 }} labelCol={{ flex: '0 0 auto' }}>
      <Flex wrap gap="0 24px" align="flex-start">
        {visible.map((f) => (
          <Form.Item key={f.key} name={f.key} label={f.title} valuePropName={f.type === 'switch' ? 'checked' : 'value'} style={FIELD_STYLE}>
            <FieldControl field={f} purpose="search" />
          </Form.Item>
        ))}
        <Form.Item style={{ marginLeft: 'auto', marginBottom: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit">{T.search}</Button>
            <Button onClick={reset}>{T.reset}</Button>
            {collapsible && (
              <Button type="link" style={{ paddingInline: 4 }} onClick={() => setExpanded(!expanded)}>
                {expanded ? T.collapse : T.expand}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Flex>
    </Form>
  );
}
