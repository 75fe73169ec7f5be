/** 表单字段权限: one row per field of the bound form, 可编辑 / 只读 / 隐藏. */
import { Radio, Table, Typography } from 'antd';
import type { FieldPerm } from '../bpmn/nodeConfig';
import { MT } from './texts';

const PERMS: FieldPerm[] = ['write', 'read', 'hidden'];

interface Props {
  fields: { key: string; label: string }[];
  perms: Record<string, FieldPerm>;
  /** What a field the node does not name gets. */
  fallback: FieldPerm;
  onChange: (perms: Record<string, FieldPerm>) => void;
}

export function FieldPermsTable({ fields, perms, fallback, onChange }: Props) {
  if (!fields.length) return <Typography.Text type="secondary">{MT.noForm}</Typography.Text>;
  return (
    <Table
      data-testid="wf-field-perms"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={fields}
      columns={[
        { title: MT.field, dataIndex: 'label', width: 90, ellipsis: true },
        {
          title: MT.fieldPerms,
          key: 'perm',
          render: (_: unknown, f) => (
            <Radio.Group
              size="small"
              data-testid={`wf-perm-${f.key}`}
              value={perms[f.key] ?? fallback}
              onChange={(e) => onChange({ ...perms, [f.key]: e.target.value as FieldPerm })}
              options={PERMS.map((p) => ({ value: p, label: MT.perms[p] }))}
            />
          ),
        },
      ]}
    />
  );
}
