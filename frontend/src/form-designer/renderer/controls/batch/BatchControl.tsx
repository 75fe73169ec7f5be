import { useMemo } from 'react';
import { Button, Table, Tooltip, type TableColumnsType } from 'antd';
import { CopyOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { computeStates } from '../../../linkage/linkage';
import type { ControlProps } from '../../../registry/types';
import { T } from '../../../texts';
import { isRequired } from '../../../validate/checks';
import { useOptionalRenderer, useOptionalTopic } from '../../context';
import { bool, num } from '../util';
import { BatchCell } from './BatchCell';
import { minRows, newRow, rowKey, type Row } from './rows';

export { newRow } from './rows';

const SEQ_WIDTH = 60;
const COL_WIDTH = 190;
const ACTION_WIDTH = 80;

/** 动态表格: rows of the child controls, with add / copy / delete and per-cell validation errors. */
export function BatchControl({ node, id, value, onChange, disabled, env }: ControlProps) {
  const ctx = useOptionalRenderer();
  const store = ctx?.store;
  const model = node.model ?? '';
  useOptionalTopic(store, `e:${model}`, () => store?.getErrorVersion(model) ?? 0, 0);
  const rows = useMemo(() => (Array.isArray(value) ? (value as Row[]) : []), [value]);
  const children = useMemo(() => node.list ?? [], [node.list]);
  const columnsShown = children.filter((c) => c.options?.hidden !== true && c.options?.hidden !== 'true');
  const o = node.options;

  const rowStates = useMemo(() => {
    const top = store?.getValues() ?? {};
    return rows.map((row) => computeStates(children, row, { lookup: (f) => (f in (row ?? {}) ? row[f] : top[f]) }));
  }, [rows, children, store]);

  const setRow = (index: number, row: Row) => onChange(rows.map((r, i) => (i === index ? row : r)));
  const add = () => onChange([...rows, newRow(children)]);
  const copy = (index: number) => onChange([...rows.slice(0, index + 1), { ...rows[index], key: rowKey() }, ...rows.slice(index + 1)]);
  const remove = (index: number) => onChange(rows.filter((_r, i) => i !== index));
  const canRemove = rows.length > minRows(node);

  const columns: TableColumnsType<Row> = [];
  if (!bool(o.hideSequence)) columns.push({ title: T.sequence, key: '__seq', width: SEQ_WIDTH, align: 'center', render: (_v, _r, i) => i + 1 });
  columnsShown.forEach((child, c) => {
    columns.push({
      title: <span className={isRequired(child) ? 'kfd-batch-required' : undefined}>{child.label}</span>,
      key: child.key,
      width: c === columnsShown.length - 1 ? undefined : COL_WIDTH,
      render: (_v, row, i) => (
        <BatchCell
          node={child}
          row={row}
          state={rowStates[i]?.get(child.key)}
          error={store?.getError(`${model}.${i}.${child.model}`)}
          disabled={disabled}
          env={env}
          onRow={(next) => setRow(i, next)}
        />
      ),
    });
  });
  columns.push({
    title: T.action,
    key: '__action',
    width: ACTION_WIDTH,
    fixed: 'right',
    align: 'center',
    render: (_v, _r, i) => (
      <span className="kfd-batch-actions">
        <Tooltip title={T.copyRow}>
          <Button type="text" size="small" icon={<CopyOutlined />} disabled={disabled} onClick={() => copy(i)} aria-label={T.copyRow} />
        </Tooltip>
        {canRemove && (
          <Tooltip title={T.deleteRow}>
            <Button type="text" size="small" danger icon={<MinusCircleOutlined />} disabled={disabled} onClick={() => remove(i)} aria-label={T.deleteRow} />
          </Tooltip>
        )}
      </span>
    ),
  });
  const scrollX = columnsShown.length * COL_WIDTH + ACTION_WIDTH + (bool(o.hideSequence) ? 0 : SEQ_WIDTH);
  const scrollY = num(o.scrollY);
  return (
    <div className="kfd-batch" id={id}>
      <Table<Row>
        bordered
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        rowKey={(row) => String(row.key ?? rows.indexOf(row))}
        scroll={{ x: scrollX, y: scrollY && scrollY > 0 ? scrollY : undefined }}
      />
      <Button type="dashed" block icon={<PlusOutlined />} className="kfd-batch-add" disabled={disabled} onClick={add}>
        {T.add}
      </Button>
    </div>
  );
}
