/** 工种及人数: rows of a trade and its headcount, filled by hand or from the day's attendance (考勤). */
import { DeleteOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { getJournalHeadcount, type Headcount } from '@/api/modules/siteJournal';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ControlProps } from '@/shared/crud';
import { dictOptions, dictTypeData } from '@/shared/utils/dict';
import { T } from './texts';

export const WORK_TYPES = 'work_type';

function rowsOf(value: unknown): Headcount[] {
  return Array.isArray(value) ? (value as Headcount[]) : [];
}

/** 钢筋工18人，木工12人 */
export function headcountText(value: unknown): string {
  const rows = rowsOf(value);
  if (!rows.length) return '-';
  return rows.map((r) => `${r.workTypeName ?? dictTypeData(WORK_TYPES, r.workType)}${T.people(r.count)}`).join('，');
}

export function HeadcountInput({ value, onChange, deps, disabled }: ControlProps) {
  const rows = rowsOf(value);
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const mayRead = usePerm('siteJournal:headcount');
  const options = dictOptions(WORK_TYPES);
  const date = deps.logDate ? dayjs(deps.logDate as string).format('YYYY-MM-DD') : null;
  const set = (next: Headcount[]) => onChange?.(next.map(({ workType, count }) => ({ workType, count })));
  const change = (i: number, patch: Partial<Headcount>) => set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const fill = async () => {
    if (!date) {
      void message.warning(T.pickDateFirst);
      return;
    }
    setBusy(true);
    try {
      const day = await unwrap(getJournalHeadcount(date));
      set(day.headcounts);
      void message.info(day.total ? T.filled(day.total) : T.noAttendance);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const taken = new Set(rows.map((r) => r.workType));
  return (
    <Flex vertical gap={8} style={{ width: '100%' }} data-testid="journal-headcounts">
      {rows.map((r, i) => (
        <Flex key={i} gap={8} align="center">
          <Select style={{ flex: 1 }} value={r.workType || undefined} disabled={disabled} placeholder={T.workType}
            showSearch={{ optionFilterProp: 'label' }}
            options={options.map((o) => ({ ...o, disabled: o.value !== r.workType && taken.has(o.value) }))}
            onChange={(v: string) => change(i, { workType: v })} />
          <InputNumber style={{ width: 120 }} min={0} max={100000} precision={0} value={r.count} disabled={disabled}
            addonAfter={T.count} onChange={(v) => change(i, { count: Number(v ?? 0) })} />
          {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={T.remove} onClick={() => set(rows.filter((_, j) => j !== i))} />}
        </Flex>
      ))}
      {!disabled && (
        <Flex gap={8}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => set([...rows, { workType: '', workTypeName: null, count: 0 }])}>{T.addTrade}</Button>
          {mayRead && <Button size="small" icon={<TeamOutlined />} loading={busy} onClick={() => void fill()}>{T.fromAttendance}</Button>}
        </Flex>
      )}
    </Flex>
  );
}
