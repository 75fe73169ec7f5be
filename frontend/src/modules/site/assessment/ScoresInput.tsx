/** 评分: one row per evaluate item (an enabled item of the project, its score within the item's maximum,
 * a remark); the server checks it all again and computes the total and the grade. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select, Table } from 'antd';
import type { EvaluateItem } from '@/api/modules/manageTool';
import type { ControlProps } from '@/shared/crud';
import { itemLabel, itemOptions, useEvaluateItems } from '../evaluateItem/sources';
import { T } from './texts';

export interface ScoreRow {
  itemId: string;
  score: number | null;
  remark?: string | null;
  itemName?: string | null;
  maxScore?: number;
}

function rowsOf(value: unknown): ScoreRow[] {
  return Array.isArray(value) ? (value as ScoreRow[]) : [];
}

/** The scores as the table and detail show them. */
export function ScoresView({ value }: { value: unknown }) {
  const rows = rowsOf(value);
  if (!rows.length) return <span>-</span>;
  return (
    <Table<ScoreRow> size="small" pagination={false} rowKey="itemId" dataSource={rows} style={{ width: '100%' }}
      columns={[
        { title: T.item, dataIndex: 'itemName' },
        { title: T.score, dataIndex: 'score', width: 110, render: (_, r) => T.points(Number(r.score), Number(r.maxScore)) },
        { title: T.remark, dataIndex: 'remark', render: (v: string | null) => v || '-' },
      ]} />
  );
}

export function ScoresInput({ value, onChange, disabled }: ControlProps) {
  const rows = rowsOf(value);
  const items = useEvaluateItems();
  const byId = new Map<string, EvaluateItem>(items.map((i) => [i.id, i]));
  const set = (next: ScoreRow[]) => onChange?.(next.map(({ itemId, score, remark }) => ({ itemId, score, remark: remark ?? null })));
  const change = (i: number, patch: Partial<ScoreRow>) => set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const taken = new Set(rows.map((r) => r.itemId));
  const options = itemOptions(items, itemLabel);
  const missing = items.filter((i) => i.status === 0 && !taken.has(i.id));
  return (
    <Flex vertical gap={8} style={{ width: '100%' }} data-testid="assessment-scores">
      {rows.map((r, i) => {
        const max = byId.get(r.itemId)?.maxScore ?? r.maxScore ?? 100;
        return (
          <Flex key={i} gap={8} align="center">
            <Select style={{ flex: 2 }} value={r.itemId || undefined} disabled={disabled} placeholder={T.item}
              showSearch={{ optionFilterProp: 'label' }} onChange={(v: string) => change(i, { itemId: v })}
              options={options.map((o) => ({ ...o, disabled: o.disabled || (o.value !== r.itemId && taken.has(String(o.value))) }))} />
            <InputNumber style={{ width: 130 }} min={0} max={max} step={0.5} precision={1} value={r.score} disabled={disabled}
              placeholder={T.score} addonAfter={`/${max}`} onChange={(v) => change(i, { score: v == null ? null : Number(v) })} />
            <Input style={{ flex: 2 }} maxLength={255} value={r.remark ?? ''} disabled={disabled} placeholder={T.remark}
              onChange={(e) => change(i, { remark: e.target.value })} />
            {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={T.remove} onClick={() => set(rows.filter((_, j) => j !== i))} />}
          </Flex>
        );
      })}
      {!disabled && (
        <Flex gap={8}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => set([...rows, { itemId: '', score: null }])}>{T.addItem}</Button>
          {missing.length > 0 && (
            <Button size="small" onClick={() => set([...rows, ...missing.map((m) => ({ itemId: m.id, score: null }))])}>{T.addAll}</Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
