/** A yyyy-MM month picker (no future month) holding the month as text. */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ControlProps } from '@/shared/crud';

const FORMAT = 'YYYY-MM';

export function MonthControl({ value, onChange, disabled, placeholder }: ControlProps) {
  const current = typeof value === 'string' && value ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker picker="month" format={FORMAT} style={{ width: '100%' }} value={current} disabled={disabled} placeholder={placeholder}
      disabledDate={(d) => d.isAfter(dayjs(), 'month')} onChange={(d) => onChange?.(d ? d.format(FORMAT) : undefined)} />
  );
}
