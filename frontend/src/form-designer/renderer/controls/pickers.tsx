import { useMemo } from 'react';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ControlProps } from '../../registry/types';
import { T } from '../../texts';
import { bool, placeholderOf, str, widthStyle } from './util';
import { PickerShell, useLean, useWake } from './lean';

dayjs.extend(customParseFormat);

/** A stored date string in `format` → Dayjs (null when empty or unparsable). "x"/"X" = ms/s timestamps. */
export function parseDate(value: unknown, format: string): Dayjs | null {
  if (format === 'x' || format === 'X') {
    const n = Number(value);
    if (value === '' || value === null || value === undefined || !Number.isFinite(n)) return null;
    return format === 'x' ? dayjs(n) : dayjs.unix(n);
  }
  if (typeof value !== 'string' || value === '') return null;
  const strict = dayjs(value, format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(value);
  return loose.isValid() ? loose : null;
}

/** Dayjs → stored string in the value format. */
function formatDate(d: Dayjs, format: string): string {
  if (format === 'x') return String(d.valueOf());
  if (format === 'X') return String(d.unix());
  return d.format(format);
}

function pickerOf(format: string): 'month' | 'year' | undefined {
  if (format === 'YYYY-MM') return 'month';
  if (format === 'YYYY') return 'year';
  return undefined;
}

export function DateControl({ node, id, value, onChange, disabled, status }: ControlProps) {
  const o = node.options;
  const format = str(o.format, 'YYYY-MM-DD') || 'YYYY-MM-DD';
  // a fork's valueFormat (e.g. "x") stores the value differently from how it is shown
  const valueFormat = str(o.valueFormat) || format;
  const showTime = bool(o.showTime);
  const picker = pickerOf(format);
  const style = widthStyle(o) ?? { width: '100%' };
  const range = bool(o.range);
  const lean = useLean();
  const [wake, handlers] = useWake(disabled);
  const parsed = useMemo(() => {
    if (!range) return parseDate(value, valueFormat);
    const pair = Array.isArray(value) ? value : [];
    return [parseDate(pair[0], valueFormat), parseDate(pair[1], valueFormat)] as [Dayjs | null, Dayjs | null];
  }, [value, valueFormat, range]);
  if (range) {
    const placeholders = Array.isArray(o.rangePlaceholder) ? o.rangePlaceholder.map((p) => str(p)) : [T.rangeStart, T.rangeEnd];
    return (
      <DatePicker.RangePicker
        id={id}
        value={parsed as [Dayjs | null, Dayjs | null]}
        onChange={(dates) => onChange(dates && dates[0] && dates[1] ? [formatDate(dates[0], valueFormat), formatDate(dates[1], valueFormat)] : [])}
        format={format}
        showTime={showTime}
        picker={picker}
        allowClear={bool(o.clearable)}
        placeholder={[placeholders[0] ?? T.rangeStart, placeholders[1] ?? T.rangeEnd]}
        disabled={disabled}
      status={status}
        style={style}
      />
    );
  }
  if (lean && !wake) {
    const d = parsed as Dayjs | null;
    return (
      <PickerShell
        id={id}
        text={d ? d.format(format) : ''}
        size={Math.max(10, format.length) + 2}
        placeholder={placeholderOf(o, T.pleaseSelect)}
        disabled={disabled}
        status={status}
        style={style}
        handlers={handlers}
      />
    );
  }
  return (
    <DatePicker
      id={id}
      autoFocus={wake?.focus}
      defaultOpen={wake?.open}
      value={parsed as Dayjs | null}
      onChange={(d) => onChange(d ? formatDate(d, valueFormat) : '')}
      format={format}
      showTime={showTime}
      picker={picker}
      allowClear={bool(o.clearable)}
      placeholder={placeholderOf(o, T.pleaseSelect)}
      disabled={disabled}
      status={status}
      style={style}
    />
  );
}

export function TimeControl({ node, id, value, onChange, disabled, status }: ControlProps) {
  const o = node.options;
  const format = str(o.format, 'HH:mm:ss') || 'HH:mm:ss';
  const parsed = useMemo(() => parseDate(value, format), [value, format]);
  return (
    <TimePicker
      id={id}
      value={parsed}
      onChange={(d) => onChange(d ? d.format(format) : '')}
      format={format}
      allowClear={bool(o.clearable)}
      placeholder={placeholderOf(o, T.pleaseSelect)}
      disabled={disabled}
      status={status}
      style={widthStyle(o) ?? { width: '100%' }}
    />
  );
}
